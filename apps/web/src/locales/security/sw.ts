import type { SecurityLocale } from './fr';

export const securitySw: SecurityLocale = {
  copied: 'Imenakiliwa',
  retry: 'Jaribu tena',
  twoFactor: {
    title: 'Uthibitishaji wa hatua mbili',
    on: 'Umewashwa: msimbo wa programu yako unaombwa kila unapoingia.',
    off: 'Umezimwa. Uwashe ili msimbo kutoka simu yako uombwe pamoja na nenosiri.',
  },
  enrol: {
    title: 'Washa uthibitishaji wa hatua mbili',
    step1:
      '1. Katika programu yako ya uthibitishaji (Google Authenticator, Microsoft Authenticator, Aegis…), ongeza akaunti kwa kuchanganua msimbo huu wa QR.',
    qrAlt: 'Msimbo wa QR wa kuchanganua kwa programu ya uthibitishaji',
    openApp: 'Uko kwenye simu hii? Fungua programu',
    secret: 'Ufunguo wa kusanidi',
    secretHint: 'Huwezi kuchanganua? Weka ufunguo huu kwenye programu.',
    copySecret: 'Nakili ufunguo',
    step2: '2. Weka msimbo wa tarakimu 6 unaoonyeshwa na programu.',
    submit: 'Washa',
    restart: 'Anza upya kwa msimbo mpya wa QR',
    enabled: 'Uthibitishaji wa hatua mbili umewashwa. Vipindi vyako vingine vimefungwa.',
  },
  codes: {
    title: 'Misimbo yako ya dharura',
    explain:
      'Ukipoteza simu yako, kila msimbo kati ya hii hukuwezesha kuingia mara moja tu. Ihifadhi mahali salama: haitaonyeshwa tena.',
    listLabel: 'Misimbo ya dharura',
    copyAll: 'Nakili yote',
    copied: 'Misimbo imenakiliwa',
    download: 'Pakua (.txt)',
    kept: 'Nimehifadhi misimbo yangu ya dharura mahali salama',
    onlyOnce: 'Misimbo hii haitaonyeshwa tena dirisha hili likifungwa.',
    done: 'Maliza',
    fileTitle: 'Tontine — misimbo ya dharura ya {{email}}',
    fileHint: 'Kila msimbo hukuwezesha kuingia mara moja tu. Hifadhi faili hii mahali salama.',
  },
  disable: {
    title: 'Zima uthibitishaji wa hatua mbili',
    explain:
      'Thibitisha kuwa ni wewe: msimbo wa programu yako (au msimbo wa dharura), au nenosiri lako.',
    withCode: 'Kwa msimbo',
    withPassword: 'Kwa nenosiri',
    submit: 'Zima',
    done: 'Uthibitishaji wa hatua mbili umezimwa.',
  },
  newCodes: {
    open: 'Misimbo mipya ya dharura',
    title: 'Misimbo mipya ya dharura',
    explain:
      'Weka msimbo wa programu yako ili kupata misimbo kumi mipya ya dharura. Misimbo ya sasa itaacha kufanya kazi.',
    submit: 'Tengeneza misimbo mipya',
    done: 'Misimbo mipya ya dharura imehifadhiwa.',
  },
  password: {
    title: 'Nenosiri',
    explain: 'Kubadilisha nenosiri hufunga vipindi vyako kwenye vifaa vingine.',
    open: 'Badilisha nenosiri',
    current: 'Nenosiri la sasa',
    new: 'Nenosiri jipya',
    confirm: 'Thibitisha nenosiri jipya',
    submit: 'Hifadhi nenosiri',
    changed: 'Nenosiri limebadilishwa. Vipindi vyako kwenye vifaa vingine vimefungwa.',
  },
  sessions: {
    title: 'Vipindi',
  },
  everywhere: {
    open: 'Toka kila mahali',
    title: 'Toka kila mahali',
    explain:
      'Vipindi vyako vyote vitafungwa: kwenye kivinjari hiki na kwenye vifaa vyako vingine. Utahitaji kuingia tena kila mahali.',
    submit: 'Toka kote',
  },
  required: {
    title: 'Uthibitishaji wa hatua mbili ni lazima',
    explain:
      'Akaunti za wasimamizi wakuu lazima zitumie uthibitishaji wa hatua mbili. Uwashe ili kufikia programu.',
    account: 'Akaunti: {{email}}',
  },
};
