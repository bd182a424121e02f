import type { CryptoLocale } from './fr';

export const cryptoSw: CryptoLocale = {
  cryptoPayments: {
    columns: {
      chain: 'Mnyororo',
      confirmations: 'Uthibitisho',
      validation: 'Uidhinishaji',
    },
    chain: {
      pending: 'Inasubiri',
      confirmed: 'Imethibitishwa',
      failed: 'Imeshindwa',
    },
    confirmations: '{{done}}/{{required}}',
    fine: 'Faini',
    decidedByChain: 'Imeamuliwa na mnyororo',
    noHash: 'Hakuna muamala',
    openExplorer: 'Fungua muamala {{hash}} kwenye kichunguzi',
    failureReasons: {
      reverted: 'Muamala umebatilishwa na mnyororo',
      wrong_token: 'Tokeni isiyo sahihi',
      wrong_recipient: 'Mpokeaji si hazina',
      wrong_sender: 'Mtumaji si pochi ya mwanachama',
      short_amount: 'Kiasi hakitoshi',
      not_found: 'Muamala haukupatikana',
      broadcast_failed: 'Kutuma muamala kumeshindwa',
    },
    verified: {
      confirmed: 'Muamala umethibitishwa (uthibitisho {{done}}/{{required}})',
      pending: 'Muamala bado unasubiri (uthibitisho {{done}}/{{required}})',
      failed: 'Muamala umekataliwa: {{reason}}',
    },
  },
  rates: {
    view: 'Viwango vya ubadilishaji',
    title: 'Viwango vya ubadilishaji (vipimo kwa USD 1)',
    loadFailed: 'Hitilafu wakati wa kupakia viwango',
    empty: 'Hakuna kiwango kilichohifadhiwa: malipo ya crypto yanakataliwa hadi kiwepo.',
    usdNote: 'Dola ya Marekani daima ni 1: haina kiwango.',
    columns: {
      currency: 'Sarafu',
      unitsPerUsd: 'Vipimo kwa USD 1',
      setAt: 'Kimewekwa',
      setBy: 'Na',
    },
    unknownAdmin: '—',
    formTitle: 'Weka kiwango kipya',
    currency: 'Sarafu',
    unitsPerUsd: 'Vipimo kwa USD 1',
    unitsHint: 'Kwa mfano 129.5 kwa USD 1 = KES 129.5; hadi desimali 8.',
    submit: 'Hifadhi kiwango',
    saved: 'Kiwango cha {{currency}} kimehifadhiwa: {{units}} kwa USD 1',
    saveFailed: 'Hitilafu wakati wa kuhifadhi kiwango',
    invalidUnits: 'Nambari chanya yenye desimali 8 au chache',
  },
};
