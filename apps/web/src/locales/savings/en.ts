import type { SavingsLocale } from './fr';

/** English texts of the group's savings fund on the group page. */
export const savingsEn: SavingsLocale = {
  title: 'Savings fund',
  off: {
    text: 'This group keeps no savings fund. With a fund, members save each cycle beside the rotation, and will be able to borrow from it.',
    setUp: 'Set up the fund',
  },
  summary: {
    fixed: 'Fixed saving of {{amount}} each cycle',
    free: 'Free saving, at least {{amount}} each time',
    freeAny: 'Free saving, any amount you choose',
    loans:
      'Loans up to {{multiple}} times your savings, {{cap}} at most, at {{rate}}% a month ({{method}}), over {{months}} months at most',
    guarantors: 'Guarantors required for a loan: {{count}}',
    noLoans: 'The fund grants no loans.',
  },
  fund: {
    balance: 'Fund balance',
    savings: "Members' savings",
    finesKept: 'Fines paid',
    interestEarned: 'Interest earned',
    loansOutstanding: 'Loans outstanding',
    sharedOut: 'Already shared out',
  },
  mine: {
    title: 'My savings',
    saved: 'Saved so far',
    dueThisCycle: 'To save this cycle',
    borrowingLimit: 'You will be able to borrow up to {{amount}}.',
    cyclePaid: 'Your saving for cycle {{cycle}} is paid.',
    cyclePending: 'Your saving for cycle {{cycle}} is waiting for validation.',
    cyclePendingCrypto:
      'Your crypto payment for cycle {{cycle}} is waiting for the blockchain to confirm it.',
    cyclePendingMpesa:
      'Your M-Pesa saving for cycle {{cycle}} is waiting for Safaricom’s confirmation.',
  },
  pay: {
    action: 'Pay my saving',
    fixedHint:
      "Hand {{amount}} in cash to an admin or to the group's treasurer, then declare your saving: it is validated once received.",
    freeHint:
      "Hand your saving in cash to an admin or to the group's treasurer, then declare the amount you paid.",
    amount: 'Amount paid',
    minimum: 'At least {{amount}}',
    anyAmount: 'Any amount you choose',
    amountRequired: 'Give the amount paid',
    done: 'Saving of {{amount}} declared: it is waiting for validation',
  },
  crypto: {
    action: 'Pay in crypto',
  },
  mpesa: {
    action: 'Pay with M-Pesa',
    hint: 'Or pay with M-Pesa: a request reaches your phone, to approve with your PIN. Safaricom’s receipt counts as validation.',
    paidText: '{{amount}} received by M-Pesa, receipt {{receipt}}. Your saving is in the fund.',
  },
  list: {
    mine: 'My savings paid',
    all: "Members' savings paid",
    empty: 'No saving yet.',
  },
  rowLabel: 'Saving for cycle {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, saving for cycle {{cycle}}, {{amount}}',
  cycle: 'Cycle {{cycle}}',
  status: {
    mpesaPending: 'Awaiting M-Pesa',
    pending: 'Awaiting validation',
    approved: 'Validated',
    rejected: 'Rejected',
  },
  mpesaStartedOn: 'Paid with M-Pesa on {{date}}: waiting for Safaricom’s confirmation',
  method: { cash: 'Cash', mpesa: 'M-Pesa', crypto: 'Crypto' },
  /** What identifies a saving paid by M-Pesa at Safaricom. */
  receipt: 'receipt',
  declaredOn: 'Declared on {{date}}',
  approvedOn: 'Validated on {{date}}',
  rejected: 'Rejected: {{reason}}',
  actions: {
    approve: 'Validate',
    reject: 'Reject',
  },
  dialogs: {
    approve: {
      title: 'Validate the saving',
      message:
        'Did you receive {{amount}} from {{name}} for cycle {{cycle}}? The saving goes into the fund.',
      confirm: 'Confirm the validation',
      done: "{{name}}'s saving validated",
    },
    reject: {
      title: 'Reject the saving',
      message:
        '{{amount}} from {{name}} for cycle {{cycle}}. The saving will not count in the fund.',
      confirm: 'Confirm the rejection',
      done: "{{name}}'s saving rejected",
    },
  },
  reason: {
    label: 'Reason for the rejection',
    hint: 'The member will see this reason.',
  },
  record: {
    action: 'Record a saving',
    title: 'Record a saving',
    text: 'A member handed you their saving in cash: it is validated at once.',
    member: 'Member',
    memberPlaceholder: 'Choose the member',
    memberRequired: 'Choose the member who paid their saving',
    fixedAmount: "Amount: what is left of the cycle's saving, {{amount}} at most.",
    confirm: 'Record the saving',
    done: "{{name}}'s saving recorded",
  },
  rules: {
    edit: 'Fund rules',
    title: 'Savings fund rules',
    enabled: 'Keep a savings fund',
    enabledHint: 'Members pay their saving into it each cycle, beside the rotation.',
    savingSection: 'Saving',
    kind: 'Kind of saving',
    kinds: {
      fixed: 'Fixed amount',
      free: 'Free amount',
    },
    fixedAmount: 'Saving each cycle',
    fixedAmountHint: 'What each member pays in each cycle.',
    freeAmount: 'Smallest saving',
    freeAmountHint: '0: any amount is accepted.',
    loansSection: 'Loans',
    loanMultiple: 'Multiple of savings',
    loanMultipleHint: 'A member borrows at most their savings times this number (0 to {{max}}).',
    loanCap: 'Loan cap',
    loanCapHint: '0: the fund does not lend; otherwise at least {{min}}.',
    interestMethod: 'Interest',
    methods: {
      flat: {
        label: 'Flat rate',
        short: 'flat rate',
        description: "Each month's interest is worked out on the amount borrowed.",
      },
      reducing: {
        label: 'Reducing balance',
        short: 'reducing balance',
        description:
          "Each month's interest is worked out on what is still owed: it falls with each instalment.",
      },
    },
    monthlyRate: 'Monthly interest rate',
    monthlyRateHint: '0 to {{max}}% a month.',
    maxTerm: 'Longest term (months)',
    maxTermHint: '1 to {{max}} months.',
    guarantors: 'Guarantors required',
    guarantorsHint: '0 to {{max}} members who stand guarantor.',
    approval: 'Who approves a loan',
    approvals: {
      admin: 'An admin',
      treasurer_and_admin: 'The treasurer, then an admin',
    },
    save: 'Save the rules',
    saved: 'Savings fund rules saved',
  },
  shareOut: {
    open: 'Share-out of the fund',
    title: 'Share-out of the fund',
    text: 'Each member gets back what they saved since the last share-out, and a part of what the fund earned (interest and fines) by their savings and how long they stayed in the fund.',
    lastOn: 'Last share-out on {{date}}',
    balance: 'To share out',
    savings: 'Savings to give back',
    profit: 'Earnings to share',
    lines: "Each member's share",
    empty: 'No savings since the last share-out.',
    you: 'You',
    lineSavings: 'Savings given back',
    lineProfit: 'Share of earnings',
    lineTotal: 'Total',
    rowLabel: '{{name}}, {{total}} in all',
    blocked: {
      loans_outstanding:
        'Loans are still to be repaid or disbursed: the share-out waits until they are closed.',
      nothing_to_share: 'The fund holds nothing to share out.',
    },
    confirm: 'Confirm the share-out',
    confirmText:
      "Each member receives their total in cash, {{amount}} in all. The fund then starts again from zero: everyone's savings start afresh, and so does what they may borrow.",
    confirmNotice: 'Each member is told what they receive.',
    submit: 'Share out the fund',
    done: 'Fund shared out: {{amount}} handed to the members',
  },
};
