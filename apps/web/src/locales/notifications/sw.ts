import type { notificationsFr } from './fr';

/** Swahili texts of the notifications screen and the bell. */
export const notificationsSw: typeof notificationsFr = {
  title: 'Arifa',
  bell: 'Arifa ({{count}} hazijasomwa)',
  filters: {
    all: 'Zote',
    unread: 'Hazijasomwa',
    important: 'Muhimu',
    payments: 'Malipo',
    groups: 'Vikundi',
  },
  selectAll: 'Chagua zote',
  deselectAll: 'Ondoa uteuzi wote',
  select: 'Chagua “{{title}}”',
  selected: '{{count}} zimechaguliwa',
  markRead: 'Weka kama imesomwa',
  delete: 'Futa',
  cancel: 'Ghairi',
  markOneRead: 'Weka “{{title}}” kama imesomwa',
  deleteOne: 'Futa “{{title}}”',
  unread: 'Haijasomwa',
  justNow: 'Sasa hivi',
  emptyTitle: 'Hakuna arifa',
  emptyText: 'Umesoma kila kitu!',
  join: 'Jiunge',
  joined: 'Umejiunga na kikundi!',
  joinFailed: 'Imeshindwa kujiunga na kikundi',
  actionFailed: 'Hitilafu imetokea. Jaribu tena.',
  templates: {
    payout_received: {
      title: 'Umepokea malipo',
      message: 'Unapokea mfuko wa mzunguko {{cycle}} wa {{group_name}}: {{amount}}.',
    },
    cycle_complete: {
      title: 'Mzunguko umekamilika',
      message: 'Mzunguko {{cycle}} wa {{group_name}} umekamilika.',
    },
    cycle_complete_last: {
      title: 'Mzunguko umekamilika',
      message: 'Mzunguko wa mwisho wa {{group_name}} umekamilika: kila mtu amepokea sehemu yake.',
    },
    contribution_confirmed: {
      title: 'Mchango umethibitishwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} (mzunguko {{cycle}}) umeidhinishwa.',
    },
    crypto_contribution: {
      title: 'Malipo ya crypto yamepokelewa',
      message:
        '{{username}} ametuma {{amount}} kwa {{token_symbol}} ({{network}}) kwa kikundi {{group_name}}.',
    },
    payment_reminder_upcoming: {
      title: 'Mchango unakaribia kulipwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} unapaswa kulipwa tarehe {{due_date}}.',
    },
    payment_reminder_due_today: {
      title: 'Mchango unapaswa kulipwa leo',
      message: 'Mchango wako wa {{amount}} kwa kikundi {{group_name}} unapaswa kulipwa leo.',
    },
    payment_reminder_overdue: {
      title: 'Mchango umechelewa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} ulipaswa kulipwa tarehe {{due_date}}.',
    },
    join_request: {
      title: 'Ombi jipya la kujiunga',
      message: '{{username}} anataka kujiunga na {{group_name}}',
    },
    group_join_approved: {
      title: 'Ombi limekubaliwa',
      message:
        'Ombi lako la kujiunga na {{group_name}} limekubaliwa. Msimbo wa mwaliko: {{invitation_code}}',
    },
    join_request_rejected: {
      title: 'Ombi limekataliwa',
      message: 'Ombi lako la kujiunga na {{group_name}} limekataliwa.',
    },
    join_request_rejected_with_response: {
      title: 'Ombi limekataliwa',
      message: 'Ombi lako la kujiunga na {{group_name}} limekataliwa. {{response}}',
    },
    group_rules_changed: {
      title: 'Sheria za kikundi zimebadilishwa',
      message:
        'Sheria za kikundi {{group_name}} zimebadilika: zinaanza kutumika kuanzia mzunguko wa {{cycle}}.',
    },
    member_excluded: {
      title: 'Umeondolewa kwenye kikundi',
      message: 'Umeondolewa kwenye kikundi {{group_name}}.',
    },
    contribution_rejected: {
      title: 'Mchango umekataliwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} (mzunguko {{cycle}}) umekataliwa: {{reason}}',
    },
    fine_applied: {
      title: 'Faini ya kuchelewa',
      message:
        'Mzunguko {{cycle}} wa kikundi {{group_name}} haukulipwa siku {{grace_days}} baada ya tarehe ya mwisho: faini ya {{amount}} inatozwa.',
    },
    fine_paid: {
      title: 'Faini imelipwa',
      message:
        'Faini yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imelipwa.',
    },
    fine_payment_rejected: {
      title: 'Malipo ya faini yamekataliwa',
      message:
        'Malipo yako ya faini ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) yamekataliwa: {{reason}}',
    },
    fine_waived: {
      title: 'Faini imesamehewa',
      message:
        'Faini yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imesamehewa: {{reason}}',
    },
    turn_swap_proposed: {
      title: 'Pendekezo la kubadilishana zamu',
      message:
        '{{username}} anapendekeza kubadilisha zamu yake (mzunguko {{their_cycle}}) na yako (mzunguko {{your_cycle}}) katika kikundi {{group_name}}.',
    },
    turn_swap_awaiting_approval: {
      title: 'Ubadilishaji wa zamu wa kuidhinisha',
      message:
        '{{username}} na {{counterpart}} wanataka kubadilishana zamu zao katika kikundi {{group_name}}: wanasubiri idhini yako.',
    },
    turn_swap_declined: {
      title: 'Ubadilishaji wa zamu umekataliwa',
      message: '{{username}} amekataa kubadilishana zamu nawe katika kikundi {{group_name}}.',
    },
    turn_swap_approved: {
      title: 'Mpangilio wa malipo umebadilika',
      message:
        'Katika kikundi {{group_name}}, {{first_name}} sasa anapokea mfuko katika mzunguko {{first_cycle}} na {{second_name}} katika mzunguko {{second_cycle}}.',
    },
    turn_swap_rejected: {
      title: 'Ubadilishaji wa zamu umekataliwa',
      message: 'Msimamizi amekataa ubadilishaji wa zamu katika kikundi {{group_name}}: {{reason}}',
    },
    turn_swap_overtaken: {
      title: 'Ubadilishaji wa zamu umesitishwa',
      message:
        'Ubadilishaji wa zamu katika kikundi {{group_name}} hauwezekani tena: malipo yamefanyika wakati huo huo.',
    },
    treasurer_named: {
      title: 'Umeteuliwa mweka hazina',
      message:
        'Sasa wewe ni mweka hazina wa kikundi {{group_name}}: unarekodi pesa taslimu, unathibitisha malipo na kushughulikia faini.',
    },
    treasurer_removed: {
      title: 'Si mweka hazina tena',
      message: 'Wewe si mweka hazina wa kikundi {{group_name}} tena.',
    },
    saving_approved: {
      title: 'Akiba imethibitishwa',
      message:
        'Akiba yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imethibitishwa.',
    },
    saving_rejected: {
      title: 'Akiba imekataliwa',
      message:
        'Akiba yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imekataliwa: {{reason}}',
    },
    loan_guarantee_requested: {
      title: 'Ombi la udhamini',
      message:
        '{{username}} anakuomba uwe mdhamini wa mkopo wake wa {{amount}} katika kikundi {{group_name}}.',
    },
    loan_guarantee_declined: {
      title: 'Udhamini umekataliwa',
      message:
        '{{username}} amekataa kudhamini mkopo wako wa {{amount}} katika kikundi {{group_name}}. Ombi lako limefungwa: unaweza kuomba tena ukiwa na mdhamini mwingine.',
    },
    loan_approved: {
      title: 'Mkopo umeidhinishwa',
      message:
        'Mkopo wako wa {{amount}} katika kikundi {{group_name}} umeidhinishwa. Utatolewa na mweka hazina.',
    },
    loan_rejected: {
      title: 'Mkopo umekataliwa',
      message:
        'Ombi lako la mkopo wa {{amount}} katika kikundi {{group_name}} limekataliwa: {{reason}}',
    },
    loan_disbursed: {
      title: 'Mkopo umetolewa',
      message:
        'Mkopo wako wa {{amount}} katika kikundi {{group_name}} umetolewa. Awamu ya kwanza inapaswa kulipwa tarehe {{first_due_date}}.',
    },
    loan_repayment_recorded: {
      title: 'Marejesho yamerekodiwa',
      message:
        'Marejesho ya {{amount}} ya mkopo wako katika kikundi {{group_name}} yamerekodiwa. Kiasi kilichobaki kulipwa: {{outstanding}}.',
    },
    loan_closed: {
      title: 'Mkopo umelipwa kikamilifu',
      message: 'Mkopo wa {{amount}} katika kikundi {{group_name}} umelipwa kikamilifu na kufungwa.',
    },
    loan_taken_over: {
      title: 'Mdhamini amechukua jukumu la mkopo',
      message:
        '{{username}}, mdhamini wako, amechukua jukumu la mkopo wako wa {{amount}} katika kikundi {{group_name}}.',
    },
    savings_shared_out: {
      title: 'Mgawanyo wa mfuko',
      message: 'Mfuko wa akiba wa kikundi {{group_name}} umegawanywa: unapokea {{amount}}.',
    },
    loan_instalment_late: {
      title: 'Awamu ya mkopo imechelewa',
      message:
        'Awamu ya {{number}} ya mkopo wako katika kikundi {{group_name}} imechelewa: faini ya {{amount}} imeongezwa.',
    },
  },
};
