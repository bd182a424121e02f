import type { CodeLocale } from './fr';

export const codeSw: CodeLocale = {
  codeTab: {
    warningTitle: 'Kihariri salama cha msimbo',
    warning:
      'Ni super-admin pekee wanaoweza kufikia kihariri hiki. Seva hukagua kila usomaji na kila uhifadhi, na kila toleo huandikwa kwenye kumbukumbu ya ukaguzi.',
    pick: 'Hati ya kuhariri',
    loading: 'Inapakia hati…',
    loadFailed: 'Hitilafu wakati wa kupakia data',
    editorLabel: 'Hati ya JSON {{name}}',
    unsaved: 'Imebadilishwa',
    revert: 'Tupa mabadiliko',
    save: 'Hifadhi',
    saved: '{{name}}: toleo {{version}} limehifadhiwa',
    saveFailed: 'Hitilafu wakati wa kuhifadhi hati',
    conflict: 'Mtu mwingine amehifadhi hati hii wakati huo huo',
    conflictHint:
      'Maandishi yako yamehifadhiwa. Yanakili ukihitaji, kisha tupa mabadiliko ili kupakia toleo jipya kabla ya kuhifadhi tena.',
    blank: 'Hati ni tupu: haiwezi kuhifadhiwa.',
    notJson: 'Maandishi haya si JSON halali.',
    unknownKeys: 'Funguo zisizojulikana: {{keys}}',
    problems: 'Hitilafu {{count}} za skima: {{first}}',
    documents: {
      content: 'Maudhui',
      config: 'Usanidi wa mfumo',
      ads: 'Matangazo',
      'email-templates': 'Violezo vya barua pepe',
    },
    diff: {
      title: 'Hifadhi {{name}}?',
      hint: 'Toleo lililohifadhiwa dhidi ya lako: nyekundu inaondolewa, kijani inaongezwa.',
      cancel: 'Rudi kuhariri',
      confirm: 'Thibitisha kuhifadhi',
    },
    versions: {
      title: 'Matoleo ya awali',
      empty: 'Hakuna toleo lililohifadhiwa.',
      version: 'Toleo',
      savedAt: 'Imehifadhiwa',
      by: 'Na',
      current: 'La sasa',
      restore: 'Rejesha',
      restoreVersion: 'Rejesha toleo {{version}}',
      confirmTitle: 'Rejesha toleo {{version}}?',
      confirmMessage:
        '{{name}} inachukua maudhui ya toleo {{version}}, yakihifadhiwa kama toleo jipya.',
      restored: 'Toleo {{version}} limerejeshwa',
      restoreFailed: 'Hitilafu wakati wa kurejesha',
    },
  },
};
