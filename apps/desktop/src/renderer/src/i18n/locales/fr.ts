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
  },
  session: {
    restoring: 'Reprise de la session…',
    unreachable: 'Le serveur est injoignable. Vérifiez la connexion puis réessayez.',
    unexpected: 'Réponse inattendue du serveur (statut {{status}})',
    bridgeMissing: "La console s'ouvre depuis l'application de bureau Tontine.",
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
  },
};

type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

/** Every language has exactly the French keys (checked here and by locales.spec.ts). */
export type Locale = LocaleShape<typeof fr>;
