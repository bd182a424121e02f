/**
 * French texts of the proofs of payment: the dashboard's photo and file
 * quick actions, the camera, the upload and the proofs the admins see beside a contribution.
 */
export const paymentProofsFr = {
  takePhoto: 'Prendre une photo',
  addFile: 'Ajouter un fichier',
  offline: 'Indisponible hors ligne',
  photoTitle: 'Photo du reçu',
  fileTitle: 'Joindre un justificatif',
  contribution: 'Contribution concernée',
  contributionHint: 'Le justificatif accompagne votre paiement en attente de validation.',
  contributionOption: '{{group}} — {{amount}} (cycle {{cycle}})',
  noPending:
    'Aucune contribution en attente de validation. Enregistrez d’abord votre paiement, puis joignez-y le reçu.',
  camera: {
    preview: 'Aperçu de la caméra',
    starting: 'Ouverture de la caméra…',
    capture: 'Capturer',
    retake: 'Reprendre',
    error: "Impossible d'accéder à la caméra. Vérifiez les permissions.",
    fallback: 'Ouvrir l’appareil photo',
  },
  photoAlt: 'Photo du reçu à envoyer',
  file: {
    label: 'Fichier',
    choose: 'Choisir un fichier',
    hint: 'Images, pdf, doc, docx ou txt — 10 MB maximum',
    tooLarge: 'Fichier trop volumineux. Taille maximale: 10MB',
    chosen: '{{name}} ({{size}})',
  },
  send: 'Envoyer',
  progress: 'Envoi en cours',
  progressValue: '{{percent}} %',
  uploadError: 'Erreur lors du téléchargement. Réessayez.',
  photoSendError: "Erreur lors de l'envoi. Réessayez.",
  sent: 'Justificatif envoyé : l’admin le verra avec votre contribution.',
  list: {
    title: 'Justificatifs',
    attached: 'Justificatifs déjà joints',
    image: 'Justificatif {{name}}',
    download: 'Télécharger',
    downloadName: 'Télécharger {{name}}',
    remove: 'Retirer',
    removeName: 'Retirer {{name}}',
    removed: 'Justificatif retiré.',
    camera: 'Photo',
    file: 'Fichier',
    loadError: 'Impossible d’afficher ce justificatif.',
  },
};
