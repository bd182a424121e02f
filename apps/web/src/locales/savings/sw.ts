import type { SavingsLocale } from './fr';

/** Swahili texts of the group's savings fund on the group page. */
export const savingsSw: SavingsLocale = {
  title: 'Mfuko wa akiba',
  off: {
    text: 'Kikundi hiki hakina mfuko wa akiba. Kikiwa na mfuko, wanachama huweka akiba kila mzunguko kando ya mchezo, na wataweza kukopa kutoka humo.',
    setUp: 'Anzisha mfuko',
  },
  summary: {
    fixed: 'Akiba isiyobadilika ya {{amount}} kila mzunguko',
    free: 'Akiba huru, angalau {{amount}} kila mara',
    freeAny: 'Akiba huru, kiasi chochote upendacho',
    loans:
      'Mikopo hadi mara {{multiple}} ya akiba yako, isiyozidi {{cap}}, kwa riba ya {{rate}}% kwa mwezi ({{method}}), kwa muda usiozidi miezi {{months}}',
    guarantors: 'Wadhamini wanaohitajika kwa mkopo: {{count}}',
    noLoans: 'Mfuko hautoi mikopo.',
  },
  fund: {
    balance: 'Salio la mfuko',
    savings: 'Akiba ya wanachama',
    finesKept: 'Faini zilizolipwa',
    interestEarned: 'Riba iliyopatikana',
    loansOutstanding: 'Mikopo inayodaiwa',
    sharedOut: 'Kilichogawanywa',
  },
  mine: {
    title: 'Akiba yangu',
    saved: 'Akiba hadi sasa',
    dueThisCycle: 'Ya kuweka mzunguko huu',
    borrowingLimit: 'Utaweza kukopa hadi {{amount}}.',
    cyclePaid: 'Akiba yako ya mzunguko {{cycle}} imewekwa.',
    cyclePending: 'Akiba yako ya mzunguko {{cycle}} inasubiri kuthibitishwa.',
    cyclePendingCrypto:
      'Malipo yako ya kripto ya mzunguko {{cycle}} yanasubiri uthibitisho wa blockchain.',
    cyclePendingMpesa:
      'Akiba yako ya M-Pesa ya mzunguko {{cycle}} inasubiri uthibitisho wa Safaricom.',
  },
  pay: {
    action: 'Weka akiba yangu',
    fixedHint:
      'Mkabidhi msimamizi au mweka hazina wa kikundi {{amount}} taslimu, kisha tangaza akiba yako hapa: itathibitishwa ikipokelewa.',
    freeHint:
      'Mkabidhi msimamizi au mweka hazina wa kikundi akiba yako taslimu, kisha tangaza kiasi ulichoweka.',
    amount: 'Kiasi ulichoweka',
    minimum: 'Angalau {{amount}}',
    anyAmount: 'Kiasi chochote upendacho',
    amountRequired: 'Weka kiasi ulichoweka',
    done: 'Akiba ya {{amount}} imetangazwa: inasubiri kuthibitishwa',
  },
  crypto: {
    action: 'Lipa kwa kripto',
  },
  mpesa: {
    action: 'Lipa kwa M-Pesa',
    hint: 'Au lipa kwa M-Pesa: ombi litafika kwenye simu yako, ulithibitishe kwa PIN yako. Risiti ya Safaricom ndiyo uthibitisho.',
    paidText:
      '{{amount}} zimepokelewa kwa M-Pesa, risiti {{receipt}}. Akiba yako imeingia kwenye hazina.',
  },
  list: {
    mine: 'Akiba nilizoweka',
    all: 'Akiba za wanachama',
    empty: 'Hakuna akiba iliyowekwa bado.',
  },
  rowLabel: 'Akiba ya mzunguko {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, akiba ya mzunguko {{cycle}}, {{amount}}',
  cycle: 'Mzunguko {{cycle}}',
  status: {
    mpesaPending: 'Inasubiri M-Pesa',
    pending: 'Inasubiri kuthibitishwa',
    approved: 'Imethibitishwa',
    rejected: 'Imekataliwa',
  },
  mpesaStartedOn: 'Imelipwa kwa M-Pesa tarehe {{date}}: inasubiri uthibitisho wa Safaricom',
  method: { cash: 'Pesa taslimu', mpesa: 'M-Pesa', crypto: 'Kripto' },
  /** What identifies a saving paid by M-Pesa at Safaricom. */
  receipt: 'risiti',
  declaredOn: 'Imetangazwa tarehe {{date}}',
  approvedOn: 'Imethibitishwa tarehe {{date}}',
  rejected: 'Imekataliwa: {{reason}}',
  actions: {
    approve: 'Thibitisha',
    reject: 'Kataa',
  },
  dialogs: {
    approve: {
      title: 'Thibitisha akiba',
      message:
        'Umepokea {{amount}} kutoka kwa {{name}} kwa mzunguko {{cycle}}? Akiba inaingia kwenye mfuko.',
      confirm: 'Thibitisha',
      done: 'Akiba ya {{name}} imethibitishwa',
    },
    reject: {
      title: 'Kataa akiba',
      message:
        '{{amount}} kutoka kwa {{name}} kwa mzunguko {{cycle}}. Akiba hii haitahesabiwa kwenye mfuko.',
      confirm: 'Thibitisha kukataa',
      done: 'Akiba ya {{name}} imekataliwa',
    },
  },
  reason: {
    label: 'Sababu ya kukataa',
    hint: 'Mwanachama ataona sababu hii.',
  },
  record: {
    action: 'Rekodi akiba',
    title: 'Rekodi akiba',
    text: 'Mwanachama amekukabidhi akiba yake taslimu: inathibitishwa papo hapo.',
    member: 'Mwanachama',
    memberPlaceholder: 'Chagua mwanachama',
    memberRequired: 'Chagua mwanachama aliyeweka akiba yake',
    fixedAmount: 'Kiasi: kilichobaki cha akiba ya mzunguko, kisichozidi {{amount}}.',
    confirm: 'Rekodi akiba',
    done: 'Akiba ya {{name}} imerekodiwa',
  },
  rules: {
    edit: 'Sheria za mfuko',
    title: 'Sheria za mfuko wa akiba',
    enabled: 'Kuwa na mfuko wa akiba',
    enabledHint: 'Wanachama huweka akiba yao humo kila mzunguko, kando ya mchezo.',
    savingSection: 'Akiba',
    kind: 'Aina ya akiba',
    kinds: {
      fixed: 'Kiasi kisichobadilika',
      free: 'Kiasi huru',
    },
    fixedAmount: 'Akiba ya kila mzunguko',
    fixedAmountHint: 'Kiasi ambacho kila mwanachama huweka kila mzunguko.',
    freeAmount: 'Akiba ndogo zaidi',
    freeAmountHint: '0: kiasi chochote kinakubaliwa.',
    loansSection: 'Mikopo',
    loanMultiple: 'Kigawe cha akiba',
    loanMultipleHint:
      'Mwanachama hukopa kiasi kisichozidi akiba yake mara idadi hii (0 hadi {{max}}).',
    loanCap: 'Kikomo cha mkopo',
    loanCapHint: '0: mfuko haukopeshi; vinginevyo angalau {{min}}.',
    interestMethod: 'Hesabu ya riba',
    methods: {
      flat: {
        label: 'Riba ya kudumu',
        short: 'riba ya kudumu',
        description: 'Riba ya kila mwezi huhesabiwa kwa kiasi kilichokopwa.',
      },
      reducing: {
        label: 'Riba kwa salio linalopungua',
        short: 'kwa salio linalopungua',
        description:
          'Riba ya kila mwezi huhesabiwa kwa kiasi kinachodaiwa bado: hupungua kila awamu.',
      },
    },
    monthlyRate: 'Riba kwa mwezi',
    monthlyRateHint: '0 hadi {{max}}% kwa mwezi.',
    maxTerm: 'Muda mrefu zaidi (miezi)',
    maxTermHint: 'Miezi 1 hadi {{max}}.',
    guarantors: 'Wadhamini wanaohitajika',
    guarantorsHint: 'Wanachama 0 hadi {{max}} wanaosimama kama wadhamini.',
    approval: 'Nani huidhinisha mkopo',
    approvals: {
      admin: 'Msimamizi',
      treasurer_and_admin: 'Mweka hazina, kisha msimamizi',
    },
    save: 'Hifadhi sheria',
    saved: 'Sheria za mfuko wa akiba zimehifadhiwa',
  },
  shareOut: {
    open: 'Mgawanyo wa mfuko',
    title: 'Mgawanyo wa mfuko',
    text: 'Kila mwanachama anarudishiwa akiba aliyoweka tangu mgawanyo uliopita, pamoja na sehemu ya mapato ya mfuko (riba na faini) kulingana na akiba yake na muda ilikaa mfukoni.',
    lastOn: 'Mgawanyo wa mwisho tarehe {{date}}',
    balance: 'Kiasi cha kugawanya',
    savings: 'Akiba ya kurudishwa',
    profit: 'Mapato ya kugawanya',
    lines: 'Sehemu ya kila mwanachama',
    empty: 'Hakuna akiba tangu mgawanyo uliopita.',
    you: 'Wewe',
    lineSavings: 'Akiba inayorudishwa',
    lineProfit: 'Sehemu ya mapato',
    lineTotal: 'Jumla',
    rowLabel: '{{name}}, {{total}} kwa jumla',
    blocked: {
      loans_outstanding:
        'Bado kuna mikopo inayodaiwa au ambayo haijatolewa: mgawanyo unasubiri hadi ifungwe.',
      nothing_to_share: 'Mfuko hauna chochote cha kugawanya.',
    },
    confirm: 'Thibitisha mgawanyo',
    confirmText:
      'Kila mwanachama anapokea jumla yake kwa pesa taslimu, {{amount}} kwa jumla. Kisha mfuko unaanza upya kutoka sifuri: akiba ya kila mmoja inaanza upya, na pamoja nayo kiasi anachoweza kukopa.',
    confirmNotice: 'Kila mwanachama anaarifiwa atakachopokea.',
    submit: 'Gawanya mfuko',
    done: 'Mfuko umegawanywa: {{amount}} zimekabidhiwa wanachama',
  },
};
