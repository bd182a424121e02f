import { chatFr } from './chat/fr';
import { cryptoFr } from './crypto/fr';
import { dashboardFr } from './dashboard/fr';
import { memberPagesFr } from './member-pages/fr';
import { groupsFr } from './groups/fr';
import { notificationsFr } from './notifications/fr';
import { finesFr } from './fines/fr';
import { rotationFr } from './rotation/fr';
import { securityFr } from './security/fr';
import { shellFr } from './shell/fr';
import { paymentProofsFr } from './payment-proofs/fr';
import { standingFr } from './standing/fr';
import { remindersFr } from './reminders/fr';
import { savingsFr } from './savings/fr';
import { loansFr } from './loans/fr';

/**
 * French interface texts: the documents' verbatim wording where they give one. The other
 * locales are typed on this shape, and `locales.spec.ts` checks that no key is missing.
 */
export const fr = {
  app: {
    name: 'Tontine',
    tagline: 'Épargne rotative entre membres de confiance',
    loading: 'Chargement...',
  },
  common: {
    back: 'Retour',
    cancel: 'Annuler',
    close: 'Fermer',
    email: 'Email',
    password: 'Mot de passe',
    logout: 'Déconnexion',
    logoutConfirm: 'Voulez-vous vraiment vous déconnecter ?',
    networkError: 'Erreur de connexion. Vérifiez votre connexion internet.',
    offlineWrites:
      "Les actions qui modifient vos données sont désactivées jusqu'au retour de la connexion.",
    unexpectedError: 'Une erreur inattendue est survenue. Réessayez.',
    interfaceLanguage: "Langue de l'interface",
    notProvided: 'Non renseigné',
  },
  roles: {
    member: 'Membre',
    admin: 'Administrateur',
    super_admin: 'Super-admin',
    support: 'Support',
  },
  languages: {
    fr: 'Français',
    en: 'English',
    sw: 'Kiswahili',
  },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    joinRequests: 'Adhésion',
    myGroups: 'Mes Groupes',
    explore: 'Explorer',
    crypto: 'Crypto',
    settings: 'Paramètres',
    notifications: 'Notifications',
  },
  groups: groupsFr,
  notifications: notificationsFr,
  rotation: rotationFr,
  fines: finesFr,
  chat: chatFr,
  security: securityFr,
  crypto: cryptoFr,
  memberPages: memberPagesFr,
  auth: {
    title: 'Connexion',
    subtitle: 'Retrouvez vos groupes et vos cotisations',
    superAdminTitle: 'Connexion super-admin',
    superAdminSubtitle:
      'Réservée aux comptes super-admin. La connexion seule ne donne aucun droit : le serveur vérifie votre rôle.',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
    missingToken: "Erreur: Pas de token d'authentification reçu",
    signedOut: 'Vous avez été déconnecté avec succès.',
    signedOutIdle: 'Vous avez été déconnecté après une période d’inactivité.',
    signedOutEverywhere: 'Vous avez été déconnecté de tous vos appareils.',
    passwordResetDone:
      'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau mot de passe.',
    demoSigningIn: 'Connexion au compte de démonstration...',
    demoFailed: 'Connexion de démonstration impossible',
    codeTitle: 'Double authentification',
    codeAccount: 'Connexion de {{email}}',
    verify: 'Vérifier',
    backToPassword: 'Retour au mot de passe',
  },
  oneTimeCode: {
    label: 'Code de vérification',
    hint: 'Le code à 6 chiffres affiché par votre application d’authentification.',
    hintWithRecovery:
      'Le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours (XXXXX-XXXXX).',
    useRecoveryCode: 'Saisir un code de secours',
    useAppCode: 'Saisir le code de l’application',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    description:
      'Entrez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    sent: 'Si un compte existe avec cette adresse, un email de réinitialisation vient de lui être envoyé.',
  },
  resetPassword: {
    title: 'Nouveau mot de passe',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    backToLogin: 'Retour à la connexion',
  },
  password: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    valid: 'Mot de passe valide',
    invalid: 'Mot de passe invalide',
    ruleLength: 'Au moins 8 caractères',
    ruleLower: 'Une lettre minuscule',
    ruleUpper: 'Une lettre majuscule',
    ruleDigit: 'Un chiffre',
    match: 'Les mots de passe correspondent',
  },
  registration: {
    title: 'Créer un compte',
    subtitle: 'Rejoignez une tontine en quelques minutes',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Email',
    country: 'Pays',
    countryHint: 'Tapez pour rechercher un pays',
    noCountryFound: 'Aucun pays trouvé',
    detectCountry: 'Détecter mon pays',
    countryDetected: 'Pays détecté',
    geolocationUnavailable: 'Géolocalisation indisponible',
    defaultCountryKept: 'Le pays par défaut reste sélectionné : {{country}}.',
    phone: 'Téléphone',
    phoneHint: 'Chiffres, espaces, tirets et parenthèses ; 8 à 15 caractères',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    language: 'Langue préférée',
    languageHint: 'Tapez pour rechercher une langue',
    noLanguageFound: 'Aucune langue trouvée',
    speakers: '{{millions}} M locuteurs',
    photo: 'Photo de profil (facultative)',
    photoHint: 'JPG, PNG ou GIF, 5 MB maximum',
    photoPreview: 'Aperçu de la photo de profil',
    acceptTerms:
      'J’accepte les <terms>conditions générales</terms> et la <privacy>politique de confidentialité</privacy>',
    newsletter: 'Recevoir la newsletter',
    submit: 'Continuer',
    submitting: 'Inscription en cours... Patientez.',
    haveAccount: 'Déjà inscrit ?',
    signIn: 'Se connecter',
    success: 'Inscription réussie ! Vous êtes maintenant connecté.',
    retrying: 'Nouvelle tentative ({{attempt}}/{{max}})...',
    photoUploadFailed: 'Votre compte est créé, mais la photo n’a pas pu être envoyée : {{reason}}',
    successTitle: 'Bienvenue',
    successText: 'Votre compte est prêt, {{name}}. Choisissez maintenant comment utiliser Tontine.',
    start: 'Commencer',
  },
  registrationErrors: {
    failed: "Erreur lors de l'inscription",
    offline: 'Aucune connexion Internet détectée...',
    serverUnavailable: 'Serveur temporairement indisponible',
    serverReachable: 'Erreur réseau : serveur accessible mais requête échouée',
    timeout: 'Inscription annulée (délai dépassé)',
    network: 'Erreur réseau : impossible de joindre le serveur. Vérifiez votre connexion.',
    cors: 'Erreur CORS : le serveur a refusé une requête venant de ce site.',
    ssl: 'Erreur SSL : la connexion sécurisée au serveur a échoué. Vérifiez la date de votre appareil.',
    unexpected:
      "Une erreur inattendue est survenue. Si le problème persiste, contactez le support en indiquant l'heure de l'erreur.",
  },
  onboarding: {
    title: 'Comment souhaitez-vous utiliser Tontine ?',
    subtitle: 'Vous pourrez changer de rôle plus tard.',
    memberTitle: 'Rejoindre en tant que membre',
    memberDescription:
      'Cotisez à chaque cycle, recevez la cagnotte à votre tour et suivez vos groupes.',
    memberAction: 'Continuer comme membre',
    adminTitle: 'Créer un groupe (administrateur)',
    adminDescription:
      'Créez votre propre tontine : fixez la contribution et la fréquence, puis invitez les membres avec un code permanent.',
  },
  dashboard: dashboardFr,
  superAdmin: {
    title: 'Espace super-admin',
    intro:
      'La console d’exploitation (statistiques, utilisateurs, modération, audit) est à l’adresse /console, et dans l’application de bureau Tontine Console.',
    browserScope: 'Depuis le navigateur, vous pouvez piloter le mode maintenance.',
    settings: 'Paramètres',
    openConsole: 'Ouvrir la console',
    supportTitle: 'Espace support',
    supportIntro:
      'Votre compte support s’utilise dans la console d’exploitation : le journal d’audit, sa vérification et ses exports. Il n’ouvre pas l’espace des membres.',
  },
  settings: {
    title: 'Paramètres',
    tabProfile: 'Profil',
    tabNotifications: 'Notifications',
    tabDisplay: 'Affichage',
    tabSecurity: 'Sécurité',
    tabSystem: 'Système',
    username: "Nom d'utilisateur",
    email: 'Email',
    emailReadOnly: 'L’email ne peut pas être modifié.',
    phone: 'Téléphone',
    language: 'Langue',
    country: 'Pays',
    notifyEmail: 'Notifications par email',
    notifySms: 'Notifications SMS',
    notifyPush: 'Notifications push',
    notifyGroupUpdates: 'Mises à jour des groupes',
    notifyPaymentReminders: 'Rappels de paiement',
    theme: 'Thème',
    themeLight: 'Clair',
    themeDark: 'Sombre',
    fontSize: 'Taille du texte',
    fontSmall: 'Petite',
    fontMedium: 'Moyenne',
    fontLarge: 'Grande',
    currency: 'Devise par défaut',
    twoFactor: 'Authentification à deux facteurs',
    sessionTimeout: 'Déconnexion après inactivité',
    sessionTimeoutHint:
      'Vous serez déconnecté après ce délai sans activité. Le serveur ferme aussi toute session restée inutilisée aussi longtemps, sur tous vos appareils.',
    minutes: '{{minutes}} minutes',
    appVersion: 'Version de l’application',
    autoSync: 'Synchronisation automatique',
    offlineMode: 'Mode hors ligne',
    debugMode: 'Mode débogage',
    debugModeHint: 'Affiche les appels à l’API dans la console du navigateur.',
    reload: 'Recharger',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    saved: 'Paramètres sauvegardés avec succès !',
    loadFailed: 'Impossible de charger les paramètres',
  },
  maintenanceAdmin: {
    title: 'Administration',
    mode: 'Mode maintenance',
    message: 'Message de maintenance',
    estimate: 'Durée estimée',
    enabled: 'Mode maintenance activé avec succès !',
    disabled: 'Mode maintenance désactivé avec succès !',
    usersWarning: 'Les utilisateurs voient maintenant la page de maintenance.',
    failed: 'Erreur lors de la modification du mode maintenance',
    connectionError: 'Erreur de connexion au serveur',
  },
  maintenance: {
    title: '{{app}} est en maintenance',
    defaultMessage: 'Application en cours de mise à jour...',
    estimatedDuration: 'Durée estimée',
    defaultEstimate: '30-60 minutes',
    status: 'Statut',
    statusValue: 'Maintenance en cours',
    notifyTitle: 'Être averti de la réouverture',
    emailLabel: 'Adresse email',
    subscribe: 'M’avertir',
    subscribed: 'Merci ! Vous recevrez un email dès la réouverture.',
    checkStatus: 'Vérifier le statut',
    contact: 'Contacter l’équipe : {{email}}',
  },
  authTest: {
    title: 'Test d’authentification',
    description:
      'Vérifie qu’un compte peut se connecter, sans ouvrir de session dans ce navigateur.',
    backendUrl: 'Adresse du serveur',
    apiUrl: 'Adresse de l’API',
    submit: 'Tester la connexion',
    success: 'Connexion réussie : {{username}} ({{role}})',
    failure: 'Échec de la connexion : {{reason}}',
  },
  legal: {
    termsTitle: 'Conditions générales d’utilisation',
    terms1:
      'Tontine permet à des personnes qui se connaissent de former des groupes d’épargne rotative : chaque membre verse la même cotisation à chaque cycle et un bénéficiaire reçoit la cagnotte du cycle, à tour de rôle.',
    terms2:
      'En créant un compte, vous certifiez que les informations fournies sont exactes et vous restez responsable de la confidentialité de votre mot de passe.',
    terms3:
      'Les cotisations et l’ordre de passage sont fixés par les règles de chaque groupe, que ses membres acceptent en le rejoignant. L’administrateur du groupe valide les paiements en espèces.',
    terms4:
      'Tontine enregistre les opérations mais ne détient pas les fonds des groupes et n’est pas un établissement de crédit.',
    terms5:
      'Tout usage frauduleux, abusif ou contraire à la loi peut entraîner la suspension du compte.',
    privacyTitle: 'Politique de confidentialité',
    privacy1:
      'Nous collectons les informations que vous saisissez : nom, email, téléphone, pays, langue, photo de profil facultative et vos préférences.',
    privacy2:
      'Elles servent à gérer votre compte, vos groupes et vos cotisations, et à vous envoyer les notifications que vous avez choisies. La newsletter n’est envoyée qu’avec votre accord.',
    privacy3:
      'Vos données ne sont jamais vendues. Les autres membres de vos groupes voient seulement votre nom, votre photo et vos cotisations au groupe.',
    privacy4:
      'Les mots de passe sont stockés sous forme chiffrée irréversible. Les données du compte sont conservées tant que le compte existe.',
    privacy5:
      'Vous pouvez consulter et corriger vos données depuis les paramètres et demander la suppression de votre compte à l’équipe Tontine.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page demandée n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  shell: shellFr,
  paymentProofs: paymentProofsFr,
  standing: standingFr,
  reminders: remindersFr,
  savings: savingsFr,
  loans: loansFr,
};

export type LocaleShape = typeof fr;
