import type { notificationsFr } from './fr';

/** English texts of the notifications screen and the bell. */
export const notificationsEn: typeof notificationsFr = {
  title: 'Notifications',
  bell: 'Notifications ({{count}} unread)',
  filters: {
    all: 'All',
    unread: 'Unread',
    important: 'Important',
    payments: 'Payments',
    groups: 'Groups',
  },
  selectAll: 'Select all',
  deselectAll: 'Deselect all',
  select: 'Select “{{title}}”',
  selected: '{{count}} selected',
  markRead: 'Mark as Read',
  delete: 'Delete',
  cancel: 'Cancel',
  markOneRead: 'Mark “{{title}}” as read',
  deleteOne: 'Delete “{{title}}”',
  unread: 'Unread',
  justNow: 'Just now',
  emptyTitle: 'No notifications found',
  emptyText: "You're all caught up!",
  join: 'Join',
  joined: 'You joined the group!',
  joinFailed: 'Could not join the group',
  actionFailed: 'Something went wrong. Try again.',
  templates: {
    payout_received: {
      title: 'Payout received',
      message: 'You receive the pot of cycle {{cycle}} of {{group_name}}: {{amount}}.',
    },
    cycle_complete: {
      title: 'Cycle complete',
      message: 'Cycle {{cycle}} of {{group_name}} is complete.',
    },
    cycle_complete_last: {
      title: 'Cycle complete',
      message: 'The last cycle of {{group_name}} is complete: everyone has received their share.',
    },
    contribution_confirmed: {
      title: 'Contribution confirmed',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} (cycle {{cycle}}) has been approved.',
    },
    crypto_contribution: {
      title: 'Crypto payment received',
      message:
        '{{username}} sent {{amount}} in {{token_symbol}} ({{network}}) to the group {{group_name}}.',
    },
    payment_reminder_upcoming: {
      title: 'Contribution due soon',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} is due on {{due_date}}.',
    },
    payment_reminder_due_today: {
      title: 'Contribution due today',
      message: 'Your contribution of {{amount}} to the group {{group_name}} is due today.',
    },
    payment_reminder_overdue: {
      title: 'Contribution overdue',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} was due on {{due_date}}.',
    },
    join_request: {
      title: 'New join request',
      message: '{{username}} wants to join {{group_name}}',
    },
    group_join_approved: {
      title: 'Request accepted',
      message:
        'Your request to join {{group_name}} has been accepted. Invitation code: {{invitation_code}}',
    },
    join_request_rejected: {
      title: 'Request declined',
      message: 'Your request to join {{group_name}} has been declined.',
    },
    join_request_rejected_with_response: {
      title: 'Request declined',
      message: 'Your request to join {{group_name}} has been declined. {{response}}',
    },
    group_rules_changed: {
      title: 'Group rules changed',
      message:
        'The rules of the group {{group_name}} have changed: they apply from cycle {{cycle}}.',
    },
    member_excluded: {
      title: 'Removed from the group',
      message: 'You have been removed from the group {{group_name}}.',
    },
    contribution_rejected: {
      title: 'Contribution rejected',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    fine_applied: {
      title: 'Late fine',
      message:
        'Cycle {{cycle}} of the group {{group_name}} was not paid {{grace_days}} day(s) after it was due: a fine of {{amount}} applies.',
    },
    fine_paid: {
      title: 'Fine paid',
      message: 'Your fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) is paid.',
    },
    fine_payment_rejected: {
      title: 'Fine payment rejected',
      message:
        'Your payment of the fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    fine_waived: {
      title: 'Fine waived',
      message:
        'Your fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was waived: {{reason}}',
    },
    turn_swap_proposed: {
      title: 'Turn swap proposed',
      message:
        '{{username}} proposes to exchange their turn (cycle {{their_cycle}}) for yours (cycle {{your_cycle}}) in the group {{group_name}}.',
    },
    turn_swap_awaiting_approval: {
      title: 'Turn swap to approve',
      message:
        '{{username}} and {{counterpart}} want to exchange their turns in the group {{group_name}}: they are waiting for your approval.',
    },
    turn_swap_declined: {
      title: 'Turn swap declined',
      message: '{{username}} declined to exchange turns with you in the group {{group_name}}.',
    },
    turn_swap_approved: {
      title: 'Payout order changed',
      message:
        'In the group {{group_name}}, {{first_name}} now receives the pot in cycle {{first_cycle}} and {{second_name}} in cycle {{second_cycle}}.',
    },
    turn_swap_rejected: {
      title: 'Turn swap rejected',
      message: 'The admin rejected the turn swap in the group {{group_name}}: {{reason}}',
    },
    turn_swap_overtaken: {
      title: 'Turn swap cancelled',
      message:
        'The turn swap in the group {{group_name}} is no longer possible: a payout took place in the meantime.',
    },
    treasurer_named: {
      title: 'Named treasurer',
      message:
        'You are now a treasurer of the group {{group_name}}: you record cash, validate payments and settle fines.',
    },
    treasurer_removed: {
      title: 'No longer treasurer',
      message: 'You are no longer a treasurer of the group {{group_name}}.',
    },
    saving_approved: {
      title: 'Saving validated',
      message:
        'Your saving of {{amount}} in the group {{group_name}} (cycle {{cycle}}) is validated.',
    },
    saving_rejected: {
      title: 'Saving rejected',
      message:
        'Your saving of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    loan_guarantee_requested: {
      title: 'Guarantee request',
      message:
        '{{username}} asks you to guarantee their loan of {{amount}} in the group {{group_name}}.',
    },
    loan_guarantee_declined: {
      title: 'Guarantee declined',
      message:
        '{{username}} declined to guarantee your loan of {{amount}} in the group {{group_name}}. Your application is closed: you may apply again with another guarantor.',
    },
    loan_approved: {
      title: 'Loan approved',
      message:
        'Your loan of {{amount}} in the group {{group_name}} is approved. The treasurer will disburse it to you.',
    },
    loan_rejected: {
      title: 'Loan rejected',
      message:
        'Your loan application of {{amount}} in the group {{group_name}} was rejected: {{reason}}',
    },
    loan_disbursed: {
      title: 'Loan disbursed',
      message:
        'Your loan of {{amount}} in the group {{group_name}} was disbursed. First instalment due on {{first_due_date}}.',
    },
    loan_repayment_recorded: {
      title: 'Repayment recorded',
      message:
        'A repayment of {{amount}} on your loan in the group {{group_name}} was recorded. Left to repay: {{outstanding}}.',
    },
    loan_closed: {
      title: 'Loan repaid',
      message: 'The loan of {{amount}} in the group {{group_name}} is repaid in full and closed.',
    },
    loan_taken_over: {
      title: 'Loan taken over by your guarantor',
      message:
        '{{username}}, your guarantor, took over your loan of {{amount}} in the group {{group_name}}.',
    },
    savings_shared_out: {
      title: 'Savings fund shared out',
      message:
        'The savings fund of the group {{group_name}} was shared out: you receive {{amount}}.',
    },
    loan_instalment_late: {
      title: 'Loan instalment late',
      message:
        'Instalment {{number}} of your loan in the group {{group_name}} is late: a fine of {{amount}} is added to it.',
    },
  },
};
