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
    codeTitle: 'Uthibitishaji wa hatua mbili',
    codeAccount: 'Kuingia kama {{email}}',
    code: 'Msimbo wa uthibitishaji',
    codeHint:
      'Msimbo wa tarakimu 6 wa programu yako ya uthibitishaji, au mmoja wa misimbo yako ya dharura (XXXXX-XXXXX).',
    verify: 'Thibitisha',
    backToPassword: 'Rudi kwenye nenosiri',
  },
  session: {
    restoring: 'Inarejesha kikao…',
    unreachable: 'Seva haipatikani. Angalia muunganisho kisha ujaribu tena.',
    unexpected: 'Jibu lisilotarajiwa kutoka kwa seva (hali {{status}})',
    bridgeMissing: 'Dashibodi hufunguliwa kutoka kwa programu ya kompyuta ya Tontine.',
    twoFactorSetup:
      'Uthibitishaji wa hatua mbili ni lazima kwa wasimamizi wakuu. Uwashe kwanza kwenye programu ya wavuti, Mipangilio › Usalama, kisha uingie hapa tena.',
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
    support: 'Mhudumu wa usaidizi',
  },
};
