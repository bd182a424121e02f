import type { FinesLocale } from './fr';

/** Swahili texts of the late fines on the group page. */
export const finesSw: FinesLocale = {
  title: 'Faini za kuchelewa',
  fund: {
    title: 'Hazina ya kikundi',
    balance: 'Salio',
    paid: 'Faini zilizolipwa',
    outstanding: 'Faini zinazodaiwa',
    waived: 'Faini zilizosamehewa',
    destination: 'Faini zinazolipwa huingia kwenye hazina ya kikundi.',
  },
  mine: 'Faini zangu',
  all: 'Faini za wanachama',
  empty: 'Hakuna faini',
  myOutstanding: 'Faini zangu za kulipa ({{count}})',
  rowLabel: 'Faini ya mzunguko {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, faini ya mzunguko {{cycle}}, {{amount}}',
  cycle: 'Mzunguko {{cycle}}',
  paidMemberRate: 'Kwa kiwango cha mwanachama aliyekwisha kupokea mfuko',
  status: {
    unpaid: 'Haijalipwa',
    pending: 'Inasubiri kuthibitishwa',
    paid: 'Imelipwa',
    waived: 'Imesamehewa',
  },
  pendingMine: 'Malipo yako yanasubiri kuthibitishwa na msimamizi wa kikundi.',
  providerPending: {
    badge: 'Malipo yanaendelea',
    mine: {
      mpesa: 'Malipo yako ya M-Pesa yanasubiri uthibitisho wa Safaricom.',
      crypto: 'Malipo yako ya crypto yanasubiri uthibitisho wa blockchain.',
    },
    other: {
      mpesa: 'Malipo ya M-Pesa yalianzishwa {{date}}: yanasubiri uthibitisho wa Safaricom',
      crypto: 'Malipo ya crypto yalitumwa {{date}}: yanasubiri uthibitisho wa blockchain',
    },
  },
  method: { cash: 'Pesa taslimu', mpesa: 'M-Pesa', crypto: 'Crypto' },
  reference: { mpesa: 'risiti', crypto: 'muamala' },
  declaredOn: 'Malipo yaliripotiwa {{date}}',
  paidOn: 'Ililipwa {{date}}',
  rejected: 'Malipo yamekataliwa: {{reason}}',
  waivedBecause: 'Sababu ya kusamehe: {{reason}}',
  actions: {
    mpesa: 'Lipa kwa M-Pesa',
    crypto: 'Lipa kwa crypto',
    declare: 'Nimelipa kwa pesa taslimu',
    record: 'Pesa imepokelewa',
    approve: 'Idhinisha',
    reject: 'Kataa',
    waive: 'Samehe faini',
  },
  dialogs: {
    mpesa: {
      title: 'Lipa faini kwa M-Pesa',
    },
    declare: {
      title: 'Malipo kwa pesa taslimu',
      message:
        'Unathibitisha kwamba umelipa faini ya {{amount}} ya mzunguko {{cycle}} kwa pesa taslimu. Itasubiri hadi msimamizi wa kikundi aidhinishe.',
      confirm: 'Nimelipa {{amount}}',
      done: 'Malipo yameripotiwa: yanasubiri kuthibitishwa',
    },
    record: {
      title: 'Faini imepokelewa',
      message:
        'Umepokea {{amount}} kwa pesa taslimu kutoka kwa {{name}} kwa faini ya mzunguko {{cycle}}? Itahesabiwa kuwa imelipwa mara moja.',
      confirm: 'Thibitisha kupokea',
      done: 'Faini ya {{name}} imepokelewa',
    },
    approve: {
      title: 'Idhinisha malipo ya faini',
      message:
        'Idhinisha malipo ya {{amount}} kutoka kwa {{name}} kwa faini ya mzunguko {{cycle}}?',
      confirm: 'Thibitisha uidhinishaji',
      done: 'Malipo ya faini yameidhinishwa',
    },
    reject: {
      title: 'Kataa malipo ya faini',
      message:
        '{{amount}} kutoka kwa {{name}} kwa faini ya mzunguko {{cycle}}. Faini itadaiwa tena.',
      confirm: 'Thibitisha kukataa',
      done: 'Malipo ya faini yamekataliwa',
    },
    waive: {
      title: 'Samehe faini',
      message: 'Faini ya {{amount}} ya {{name}} (mzunguko {{cycle}}) haitadaiwa tena.',
      confirm: 'Thibitisha kusamehe',
      done: 'Faini imesamehewa',
    },
  },
  reason: {
    reject: 'Sababu ya kukataa',
    waive: 'Sababu ya kusamehe',
    hint: 'Mwanachama ataona sababu hii.',
  },
};
