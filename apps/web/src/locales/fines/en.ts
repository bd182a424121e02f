import type { FinesLocale } from './fr';

/** English texts of the late fines on the group page. */
export const finesEn: FinesLocale = {
  title: 'Late fines',
  fund: {
    title: 'Group fund',
    balance: 'Balance',
    paid: 'Fines paid',
    outstanding: 'Fines outstanding',
    waived: 'Fines waived',
    destination: 'Paid fines go to the group fund.',
  },
  mine: 'My fines',
  all: "Members' fines",
  empty: 'No fines',
  myOutstanding: 'My fines to pay ({{count}})',
  rowLabel: 'Fine for cycle {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, fine for cycle {{cycle}}, {{amount}}',
  cycle: 'Cycle {{cycle}}',
  paidMemberRate: 'At the rate for a member already paid',
  status: {
    unpaid: 'To pay',
    pending: 'Awaiting validation',
    paid: 'Paid',
    waived: 'Waived',
  },
  pendingMine: "Your payment is waiting for the group admin's validation.",
  providerPending: {
    badge: 'Payment in progress',
    mine: {
      mpesa: "Your M-Pesa payment is waiting for Safaricom's confirmation.",
      crypto: "Your crypto payment is waiting for the blockchain's confirmation.",
    },
    other: {
      mpesa: "M-Pesa payment started on {{date}}: waiting for Safaricom's confirmation",
      crypto: "Crypto payment sent on {{date}}: waiting for the blockchain's confirmation",
    },
  },
  method: { cash: 'Cash', mpesa: 'M-Pesa', crypto: 'Crypto' },
  reference: { mpesa: 'receipt', crypto: 'transaction' },
  declaredOn: 'Payment declared on {{date}}',
  paidOn: 'Paid on {{date}}',
  rejected: 'Payment refused: {{reason}}',
  waivedBecause: 'Reason for waiving: {{reason}}',
  actions: {
    mpesa: 'Pay with M-Pesa',
    crypto: 'Pay with crypto',
    declare: 'I paid in cash',
    record: 'Cash received',
    approve: 'Approve',
    reject: 'Reject',
    waive: 'Waive the fine',
  },
  dialogs: {
    mpesa: {
      title: 'Pay the fine with M-Pesa',
    },
    declare: {
      title: 'Cash payment',
      message:
        'You declare that you paid the fine of {{amount}} for cycle {{cycle}} in cash. It stays pending until the group admin validates it.',
      confirm: 'I paid {{amount}}',
      done: 'Payment declared: it is awaiting validation',
    },
    record: {
      title: 'Fine received',
      message:
        'Did you receive {{amount}} in cash from {{name}} for the fine of cycle {{cycle}}? It will be settled at once.',
      confirm: 'Confirm receipt',
      done: 'Fine from {{name}} received',
    },
    approve: {
      title: 'Approve the fine payment',
      message: 'Approve the payment of {{amount}} from {{name}} for the fine of cycle {{cycle}}?',
      confirm: 'Confirm approval',
      done: 'Fine payment approved',
    },
    reject: {
      title: 'Reject the fine payment',
      message: '{{amount}} from {{name}} for the fine of cycle {{cycle}}. The fine is owed again.',
      confirm: 'Confirm rejection',
      done: 'Fine payment rejected',
    },
    waive: {
      title: 'Waive the fine',
      message: 'The fine of {{amount}} for {{name}} (cycle {{cycle}}) will no longer be owed.',
      confirm: 'Confirm waiver',
      done: 'Fine waived',
    },
  },
  reason: {
    reject: 'Reason for rejection',
    waive: 'Reason for waiving',
    hint: 'The member will see this reason.',
  },
};
