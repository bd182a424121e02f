/** The settings' Sécurité tab and the required enrolment: two-factor sign-in, password, sessions. */
export const securityFr = {
  copied: 'Copié',
  retry: 'Réessayer',
  twoFactor: {
    title: 'Double authentification',
    on: 'Activée : un code de votre application est demandé à chaque connexion.',
    off: 'Désactivée. Activez-la pour qu’un code de votre téléphone soit demandé en plus du mot de passe.',
  },
  enrol: {
    title: 'Activer la double authentification',
    step1:
      '1. Dans votre application d’authentification (Google Authenticator, Microsoft Authenticator, Aegis…), ajoutez un compte en scannant ce code QR.',
    qrAlt: 'Code QR à scanner avec l’application d’authentification',
    openApp: 'Sur ce téléphone ? Ouvrir l’application',
    secret: 'Clé de configuration',
    secretHint: 'Impossible de scanner ? Saisissez cette clé dans l’application.',
    copySecret: 'Copier la clé',
    step2: '2. Saisissez le code à 6 chiffres affiché par l’application.',
    submit: 'Activer',
    restart: 'Recommencer avec un nouveau code QR',
    enabled: 'Double authentification activée. Vos autres sessions ont été fermées.',
  },
  codes: {
    title: 'Vos codes de secours',
    explain:
      'Si vous perdez votre téléphone, chacun de ces codes permet de vous connecter, une seule fois. Gardez-les en lieu sûr : ils ne seront plus affichés.',
    listLabel: 'Codes de secours',
    copyAll: 'Copier tout',
    copied: 'Codes copiés',
    download: 'Télécharger (.txt)',
    kept: 'J’ai enregistré mes codes de secours en lieu sûr',
    onlyOnce: 'Ces codes ne seront plus affichés après la fermeture de cette fenêtre.',
    done: 'Terminer',
    fileTitle: 'Tontine — codes de secours de {{email}}',
    fileHint: 'Chaque code permet une seule connexion. Gardez ce fichier en lieu sûr.',
  },
  disable: {
    title: 'Désactiver la double authentification',
    explain:
      'Confirmez qu’il s’agit bien de vous : un code de votre application (ou un code de secours), ou votre mot de passe.',
    withCode: 'Avec un code',
    withPassword: 'Avec le mot de passe',
    submit: 'Désactiver',
    done: 'Double authentification désactivée.',
  },
  newCodes: {
    open: 'Nouveaux codes de secours',
    title: 'Nouveaux codes de secours',
    explain:
      'Saisissez un code de votre application pour obtenir dix nouveaux codes de secours. Les codes actuels cesseront de fonctionner.',
    submit: 'Générer de nouveaux codes',
    done: 'Nouveaux codes de secours enregistrés.',
  },
  password: {
    title: 'Mot de passe',
    explain: 'Changer de mot de passe ferme vos sessions sur les autres appareils.',
    open: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    changed: 'Mot de passe modifié. Vos sessions sur les autres appareils ont été fermées.',
  },
  sessions: {
    title: 'Sessions',
  },
  everywhere: {
    open: 'Se déconnecter partout',
    title: 'Se déconnecter partout',
    explain:
      'Toutes vos sessions seront fermées : sur ce navigateur et sur vos autres appareils. Vous devrez vous reconnecter partout.',
    submit: 'Tout déconnecter',
  },
  required: {
    title: 'Double authentification obligatoire',
    explain:
      'Les comptes super-admin doivent utiliser la double authentification. Activez-la pour accéder à l’application.',
    account: 'Compte : {{email}}',
  },
};

export type SecurityLocale = typeof securityFr;
