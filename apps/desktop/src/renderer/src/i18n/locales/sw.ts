import type { Locale } from './fr';

export const sw: Locale = {
  app: {
    name: 'Tontine',
    console: 'Dashibodi ya msimamizi mkuu',
    version: 'Toleo {{version}}',
  },
  language: {
    label: 'Lugha',
    fr: 'Français',
    en: 'English',
    sw: 'Kiswahili',
  },
  signIn: {
    title: 'Kuingia kwa msimamizi mkuu',
    description: 'Kwa akaunti za wasimamizi wakuu wa jukwaa pekee.',
    email: 'Barua pepe',
    password: 'Nenosiri',
    submit: 'Ingia',
  },
  session: {
    restoring: 'Inarejesha kikao…',
    unreachable: 'Seva haipatikani. Angalia muunganisho kisha ujaribu tena.',
    unexpected: 'Jibu lisilotarajiwa kutoka kwa seva (hali {{status}})',
    bridgeMissing: 'Dashibodi hufunguliwa kutoka kwa programu ya kompyuta ya Tontine.',
  },
  console: {
    welcome: 'Karibu, {{name}}',
    signOut: 'Toka',
    operator: 'Mhudumu aliyeingia',
  },
  roles: {
    member: 'Mwanachama',
    admin: 'Msimamizi',
    super_admin: 'Msimamizi mkuu',
  },
};
