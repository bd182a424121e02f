import type { MpesaLocale } from './fr';

export const mpesaEn: MpesaLocale = {
  mpesa: {
    view: 'M-Pesa',
    receipt: 'Receipt',
    pushes: {
      title: 'STK pushes',
      filter: 'STK push status',
      columns: {
        cycle: 'Cycle',
        amount: 'Amount (KES)',
        phone: 'Phone',
      },
    },
    paybill: {
      title: 'Paybill payments',
      filter: 'Paybill payment status',
      columns: {
        receivedAt: 'Received',
        account: 'Account no. typed',
        payer: 'Payer',
        reason: 'Why it waits',
        matched: 'Member · group · cycle',
        note: 'Note',
      },
      cycle: 'cycle {{cycle}}',
    },
    failureReasons: {
      cancelled: 'Cancelled on the phone',
      wrong_pin: 'Wrong PIN',
      insufficient_funds: 'M-Pesa balance too low',
      timed_out: 'Timed out without an answer from the phone',
      busy: 'Another transaction under way on the phone',
      declined: 'Declined by M-Pesa',
    },
    suspenseReasons: {
      unknown_reference: 'Unknown account number',
      amount_exceeds_due: 'Amount above what is due',
      nothing_due: 'Nothing is due',
      not_payable: 'Group closed to payments or not in KES',
    },
    summary: {
      receipt: 'M-Pesa receipt',
      amount: 'Amount',
      payer: 'Payer',
    },
    assign: {
      action: 'Assign',
      title: 'Assign this payment?',
      message:
        'The payment becomes the contribution of the member this account number names, for what they owe in that group.',
      account: 'Account number the payer meant',
      accountHint: "The 9 digits shown on the member's group page",
      accountRequired: "Give the member's account number",
      note: 'Note (optional)',
      confirm: 'Assign',
      done: 'Payment {{receipt}} assigned',
    },
    refund: {
      action: 'Refund',
      title: 'Record the refund?',
      message:
        "The money is sent back from Safaricom's M-Pesa business portal (a transaction reversal); here the refund is only recorded.",
      note: "The reversal's reference in the portal, or a note",
      noteRequired: "Give the reversal's reference (at least 3 characters)",
      confirm: 'Record the refund',
      done: 'Refund of payment {{receipt}} recorded',
    },
    actionFailed: 'The operation failed',
  },
};
