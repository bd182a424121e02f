/** The console's own strings in French, the documents' language and the default. */
export const fr = {
  app: {
    name: 'Tontine',
    console: 'Console super-admin',
    version: 'Version {{version}}',
  },
  language: {
    label: 'Langue',
    fr: 'Français',
    en: 'English',
    sw: 'Kiswahili',
  },
  signIn: {
    title: 'Connexion super-admin',
    description: 'Réservée aux comptes super-administrateurs de la plateforme.',
    email: 'Email',
    password: 'Mot de passe',
    submit: 'Se connecter',
    codeTitle: 'Double authentification',
    codeAccount: 'Connexion de {{email}}',
    code: 'Code de vérification',
    codeHint:
      'Le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours (XXXXX-XXXXX).',
    verify: 'Vérifier',
    backToPassword: 'Retour au mot de passe',
  },
  session: {
    restoring: 'Reprise de la session…',
    unreachable: 'Le serveur est injoignable. Vérifiez la connexion puis réessayez.',
    unexpected: 'Réponse inattendue du serveur (statut {{status}})',
    bridgeMissing: "La console s'ouvre depuis l'application de bureau Tontine.",
    twoFactorSetup:
      'La double authentification est obligatoire pour les super-admins. Activez-la d’abord dans le client web, Paramètres › Sécurité, puis reconnectez-vous ici.',
  },
  console: {
    welcome: 'Bienvenue, {{name}}',
    signOut: 'Déconnexion',
    operator: 'Opérateur connecté',
  },
  roles: {
    member: 'Membre',
    admin: 'Administrateur',
    super_admin: 'Super-administrateur',
    support: 'Support',
  },
};

type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

/** Every language has exactly the French keys (checked here and by locales.spec.ts). */
export type Locale = LocaleShape<typeof fr>;
