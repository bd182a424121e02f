import type {
  NotificationTemplate,
  NotificationTemplateParams,
  NotificationType,
} from './notifications.js';

type Texts = { title: string; message: string };

/**
 * Every notification the API writes, once: its type in the catalogue and its title and message
 * in the three languages, with `{{param}}` for its params. The API stores the French rendering
 * (e-mails and older clients read it) with the template and params in `data`; each client
 * renders the reader's language from the same texts. `{{amount}}` stands for the amount with
 * its currency, which each renderer formats its own way.
 */
export const NOTIFICATION_TEXTS = {
  payout_received: {
    type: 'payout_received',
    fr: {
      title: 'Versement reçu',
      message: 'Vous recevez la cagnotte du cycle {{cycle}} de {{group_name}} : {{amount}}.',
    },
    en: {
      title: 'Payout received',
      message: 'You receive the pot of cycle {{cycle}} of {{group_name}}: {{amount}}.',
    },
    sw: {
      title: 'Umepokea malipo',
      message: 'Unapokea mfuko wa mzunguko {{cycle}} wa {{group_name}}: {{amount}}.',
    },
  },
  cycle_complete: {
    type: 'cycle_complete',
    fr: { title: 'Cycle terminé', message: 'Le cycle {{cycle}} de {{group_name}} est terminé.' },
    en: { title: 'Cycle complete', message: 'Cycle {{cycle}} of {{group_name}} is complete.' },
    sw: {
      title: 'Mzunguko umekamilika',
      message: 'Mzunguko {{cycle}} wa {{group_name}} umekamilika.',
    },
  },
  cycle_complete_last: {
    type: 'cycle_complete',
    fr: {
      title: 'Cycle terminé',
      message: 'Le dernier cycle de {{group_name}} est terminé : chacun a reçu sa part.',
    },
    en: {
      title: 'Cycle complete',
      message: 'The last cycle of {{group_name}} is complete: everyone has received their share.',
    },
    sw: {
      title: 'Mzunguko umekamilika',
      message: 'Mzunguko wa mwisho wa {{group_name}} umekamilika: kila mtu amepokea sehemu yake.',
    },
  },
  contribution_confirmed: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Contribution confirmée',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} (cycle {{cycle}}) a été validée.',
    },
    en: {
      title: 'Contribution confirmed',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} (cycle {{cycle}}) has been approved.',
    },
    sw: {
      title: 'Mchango umethibitishwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} (mzunguko {{cycle}}) umeidhinishwa.',
    },
  },
  crypto_contribution: {
    type: 'crypto_contribution',
    fr: {
      title: 'Paiement crypto reçu',
      message:
        '{{username}} a envoyé {{amount}} en {{token_symbol}} ({{network}}) au groupe {{group_name}}.',
    },
    en: {
      title: 'Crypto payment received',
      message:
        '{{username}} sent {{amount}} in {{token_symbol}} ({{network}}) to the group {{group_name}}.',
    },
    sw: {
      title: 'Malipo ya crypto yamepokelewa',
      message:
        '{{username}} ametuma {{amount}} kwa {{token_symbol}} ({{network}}) kwa kikundi {{group_name}}.',
    },
  },
  payment_reminder_upcoming: {
    type: 'payment_reminder',
    fr: {
      title: 'Contribution bientôt due',
      message: 'Votre contribution de {{amount}} au groupe {{group_name}} est due le {{due_date}}.',
    },
    en: {
      title: 'Contribution due soon',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} is due on {{due_date}}.',
    },
    sw: {
      title: 'Mchango unakaribia kulipwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} unapaswa kulipwa tarehe {{due_date}}.',
    },
  },
  payment_reminder_due_today: {
    type: 'payment_reminder',
    fr: {
      title: "Contribution due aujourd'hui",
      message: "Votre contribution de {{amount}} au groupe {{group_name}} est due aujourd'hui.",
    },
    en: {
      title: 'Contribution due today',
      message: 'Your contribution of {{amount}} to the group {{group_name}} is due today.',
    },
    sw: {
      title: 'Mchango unapaswa kulipwa leo',
      message: 'Mchango wako wa {{amount}} kwa kikundi {{group_name}} unapaswa kulipwa leo.',
    },
  },
  payment_reminder_overdue: {
    type: 'payment_reminder',
    fr: {
      title: 'Contribution en retard',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} était due le {{due_date}}.',
    },
    en: {
      title: 'Contribution overdue',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} was due on {{due_date}}.',
    },
    sw: {
      title: 'Mchango umechelewa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} ulipaswa kulipwa tarehe {{due_date}}.',
    },
  },
  join_request: {
    type: 'join_request',
    fr: {
      title: "Nouvelle demande d'adhésion",
      message: '{{username}} souhaite rejoindre {{group_name}}',
    },
    en: { title: 'New join request', message: '{{username}} wants to join {{group_name}}' },
    sw: {
      title: 'Ombi jipya la kujiunga',
      message: '{{username}} anataka kujiunga na {{group_name}}',
    },
  },
  group_join_approved: {
    type: 'group_join_approved',
    fr: {
      title: 'Demande acceptée',
      message:
        "Votre demande pour rejoindre {{group_name}} a été acceptée. Code d'invitation : {{invitation_code}}",
    },
    en: {
      title: 'Request accepted',
      message:
        'Your request to join {{group_name}} has been accepted. Invitation code: {{invitation_code}}',
    },
    sw: {
      title: 'Ombi limekubaliwa',
      message:
        'Ombi lako la kujiunga na {{group_name}} limekubaliwa. Msimbo wa mwaliko: {{invitation_code}}',
    },
  },
  join_request_rejected: {
    type: 'system_update',
    fr: {
      title: 'Demande refusée',
      message: 'Votre demande pour rejoindre {{group_name}} a été refusée.',
    },
    en: {
      title: 'Request declined',
      message: 'Your request to join {{group_name}} has been declined.',
    },
    sw: {
      title: 'Ombi limekataliwa',
      message: 'Ombi lako la kujiunga na {{group_name}} limekataliwa.',
    },
  },
  join_request_rejected_with_response: {
    type: 'system_update',
    fr: {
      title: 'Demande refusée',
      message: 'Votre demande pour rejoindre {{group_name}} a été refusée. {{response}}',
    },
    en: {
      title: 'Request declined',
      message: 'Your request to join {{group_name}} has been declined. {{response}}',
    },
    sw: {
      title: 'Ombi limekataliwa',
      message: 'Ombi lako la kujiunga na {{group_name}} limekataliwa. {{response}}',
    },
  },
  member_excluded: {
    type: 'system_update',
    fr: { title: 'Exclusion du groupe', message: 'Vous avez été exclu du groupe {{group_name}}.' },
    en: {
      title: 'Removed from the group',
      message: 'You have been removed from the group {{group_name}}.',
    },
    sw: {
      title: 'Umeondolewa kwenye kikundi',
      message: 'Umeondolewa kwenye kikundi {{group_name}}.',
    },
  },
  group_rules_changed: {
    type: 'system_update',
    fr: {
      title: 'Règles du groupe modifiées',
      message:
        "Les règles du groupe {{group_name}} ont changé : elles s'appliquent à partir du cycle {{cycle}}.",
    },
    en: {
      title: 'Group rules changed',
      message:
        'The rules of the group {{group_name}} have changed: they apply from cycle {{cycle}}.',
    },
    sw: {
      title: 'Sheria za kikundi zimebadilishwa',
      message:
        'Sheria za kikundi {{group_name}} zimebadilika: zinaanza kutumika kuanzia mzunguko wa {{cycle}}.',
    },
  },
  contribution_rejected: {
    type: 'contribution_rejected',
    fr: {
      title: 'Contribution refusée',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} (cycle {{cycle}}) a été refusée : {{reason}}',
    },
    en: {
      title: 'Contribution rejected',
      message:
        'Your contribution of {{amount}} to the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    sw: {
      title: 'Mchango umekataliwa',
      message:
        'Mchango wako wa {{amount}} kwa kikundi {{group_name}} (mzunguko {{cycle}}) umekataliwa: {{reason}}',
    },
  },
  fine_applied: {
    type: 'payment_reminder',
    fr: {
      title: 'Amende de retard',
      message:
        "Le cycle {{cycle}} du groupe {{group_name}} n'était pas payé {{grace_days}} jour(s) après l'échéance : une amende de {{amount}} s'applique.",
    },
    en: {
      title: 'Late fine',
      message:
        'Cycle {{cycle}} of the group {{group_name}} was not paid {{grace_days}} day(s) after it was due: a fine of {{amount}} applies.',
    },
    sw: {
      title: 'Faini ya kuchelewa',
      message:
        'Mzunguko {{cycle}} wa kikundi {{group_name}} haukulipwa siku {{grace_days}} baada ya tarehe ya mwisho: faini ya {{amount}} inatozwa.',
    },
  },
  fine_paid: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Amende réglée',
      message: 'Votre amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) est réglée.',
    },
    en: {
      title: 'Fine paid',
      message: 'Your fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) is paid.',
    },
    sw: {
      title: 'Faini imelipwa',
      message:
        'Faini yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imelipwa.',
    },
  },
  fine_payment_rejected: {
    type: 'contribution_rejected',
    fr: {
      title: "Paiement d'amende refusé",
      message:
        "Votre paiement de l'amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) a été refusé : {{reason}}",
    },
    en: {
      title: 'Fine payment rejected',
      message:
        'Your payment of the fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    sw: {
      title: 'Malipo ya faini yamekataliwa',
      message:
        'Malipo yako ya faini ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) yamekataliwa: {{reason}}',
    },
  },
  fine_waived: {
    type: 'system_update',
    fr: {
      title: 'Amende annulée',
      message:
        'Votre amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) a été annulée : {{reason}}',
    },
    en: {
      title: 'Fine waived',
      message:
        'Your fine of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was waived: {{reason}}',
    },
    sw: {
      title: 'Faini imesamehewa',
      message:
        'Faini yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imesamehewa: {{reason}}',
    },
  },
  turn_swap_proposed: {
    type: 'system_update',
    fr: {
      title: 'Échange de tour proposé',
      message:
        "{{username}} vous propose d'échanger son tour (cycle {{their_cycle}}) contre le vôtre (cycle {{your_cycle}}) dans le groupe {{group_name}}.",
    },
    en: {
      title: 'Turn swap proposed',
      message:
        '{{username}} proposes to exchange their turn (cycle {{their_cycle}}) for yours (cycle {{your_cycle}}) in the group {{group_name}}.',
    },
    sw: {
      title: 'Pendekezo la kubadilishana zamu',
      message:
        '{{username}} anapendekeza kubadilisha zamu yake (mzunguko {{their_cycle}}) na yako (mzunguko {{your_cycle}}) katika kikundi {{group_name}}.',
    },
  },
  turn_swap_awaiting_approval: {
    type: 'system_update',
    fr: {
      title: 'Échange de tours à approuver',
      message:
        '{{username}} et {{counterpart}} veulent échanger leurs tours dans le groupe {{group_name}} : ils attendent votre approbation.',
    },
    en: {
      title: 'Turn swap to approve',
      message:
        '{{username}} and {{counterpart}} want to exchange their turns in the group {{group_name}}: they are waiting for your approval.',
    },
    sw: {
      title: 'Ubadilishaji wa zamu wa kuidhinisha',
      message:
        '{{username}} na {{counterpart}} wanataka kubadilishana zamu zao katika kikundi {{group_name}}: wanasubiri idhini yako.',
    },
  },
  turn_swap_declined: {
    type: 'system_update',
    fr: {
      title: 'Échange de tour refusé',
      message: "{{username}} a refusé d'échanger son tour avec vous dans le groupe {{group_name}}.",
    },
    en: {
      title: 'Turn swap declined',
      message: '{{username}} declined to exchange turns with you in the group {{group_name}}.',
    },
    sw: {
      title: 'Ubadilishaji wa zamu umekataliwa',
      message: '{{username}} amekataa kubadilishana zamu nawe katika kikundi {{group_name}}.',
    },
  },
  turn_swap_approved: {
    type: 'system_update',
    fr: {
      title: 'Ordre de passage modifié',
      message:
        'Dans le groupe {{group_name}}, {{first_name}} reçoit désormais la cagnotte au cycle {{first_cycle}} et {{second_name}} au cycle {{second_cycle}}.',
    },
    en: {
      title: 'Payout order changed',
      message:
        'In the group {{group_name}}, {{first_name}} now receives the pot in cycle {{first_cycle}} and {{second_name}} in cycle {{second_cycle}}.',
    },
    sw: {
      title: 'Mpangilio wa malipo umebadilika',
      message:
        'Katika kikundi {{group_name}}, {{first_name}} sasa anapokea mfuko katika mzunguko {{first_cycle}} na {{second_name}} katika mzunguko {{second_cycle}}.',
    },
  },
  turn_swap_rejected: {
    type: 'system_update',
    fr: {
      title: 'Échange de tours refusé',
      message:
        "L'administrateur a refusé l'échange de tours dans le groupe {{group_name}} : {{reason}}",
    },
    en: {
      title: 'Turn swap rejected',
      message: 'The admin rejected the turn swap in the group {{group_name}}: {{reason}}',
    },
    sw: {
      title: 'Ubadilishaji wa zamu umekataliwa',
      message: 'Msimamizi amekataa ubadilishaji wa zamu katika kikundi {{group_name}}: {{reason}}',
    },
  },
  turn_swap_overtaken: {
    type: 'system_update',
    fr: {
      title: 'Échange de tours annulé',
      message:
        "L'échange de tours dans le groupe {{group_name}} n'est plus possible : un versement a eu lieu entre-temps.",
    },
    en: {
      title: 'Turn swap cancelled',
      message:
        'The turn swap in the group {{group_name}} is no longer possible: a payout took place in the meantime.',
    },
    sw: {
      title: 'Ubadilishaji wa zamu umesitishwa',
      message:
        'Ubadilishaji wa zamu katika kikundi {{group_name}} hauwezekani tena: malipo yamefanyika wakati huo huo.',
    },
  },
  treasurer_named: {
    type: 'system_update',
    fr: {
      title: 'Nommé trésorier',
      message:
        'Vous êtes désormais trésorier du groupe {{group_name}} : vous enregistrez les espèces, validez les paiements et réglez les amendes.',
    },
    en: {
      title: 'Named treasurer',
      message:
        'You are now a treasurer of the group {{group_name}}: you record cash, validate payments and settle fines.',
    },
    sw: {
      title: 'Umeteuliwa mweka hazina',
      message:
        'Sasa wewe ni mweka hazina wa kikundi {{group_name}}: unarekodi pesa taslimu, unathibitisha malipo na kushughulikia faini.',
    },
  },
  treasurer_removed: {
    type: 'system_update',
    fr: {
      title: 'Fin du rôle de trésorier',
      message: "Vous n'êtes plus trésorier du groupe {{group_name}}.",
    },
    en: {
      title: 'No longer treasurer',
      message: 'You are no longer a treasurer of the group {{group_name}}.',
    },
    sw: {
      title: 'Si mweka hazina tena',
      message: 'Wewe si mweka hazina wa kikundi {{group_name}} tena.',
    },
  },
  saving_approved: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Épargne validée',
      message:
        'Votre épargne de {{amount}} dans le groupe {{group_name}} (cycle {{cycle}}) est validée.',
    },
    en: {
      title: 'Saving validated',
      message:
        'Your saving of {{amount}} in the group {{group_name}} (cycle {{cycle}}) is validated.',
    },
    sw: {
      title: 'Akiba imethibitishwa',
      message:
        'Akiba yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imethibitishwa.',
    },
  },
  saving_rejected: {
    type: 'contribution_rejected',
    fr: {
      title: 'Épargne refusée',
      message:
        'Votre épargne de {{amount}} dans le groupe {{group_name}} (cycle {{cycle}}) a été refusée : {{reason}}',
    },
    en: {
      title: 'Saving rejected',
      message:
        'Your saving of {{amount}} in the group {{group_name}} (cycle {{cycle}}) was rejected: {{reason}}',
    },
    sw: {
      title: 'Akiba imekataliwa',
      message:
        'Akiba yako ya {{amount}} katika kikundi {{group_name}} (mzunguko {{cycle}}) imekataliwa: {{reason}}',
    },
  },
  loan_guarantee_requested: {
    type: 'system_update',
    fr: {
      title: 'Demande de garantie',
      message:
        '{{username}} vous demande de garantir son prêt de {{amount}} dans le groupe {{group_name}}.',
    },
    en: {
      title: 'Guarantee request',
      message:
        '{{username}} asks you to guarantee their loan of {{amount}} in the group {{group_name}}.',
    },
    sw: {
      title: 'Ombi la udhamini',
      message:
        '{{username}} anakuomba uwe mdhamini wa mkopo wake wa {{amount}} katika kikundi {{group_name}}.',
    },
  },
  loan_guarantee_declined: {
    type: 'system_update',
    fr: {
      title: 'Garantie refusée',
      message:
        '{{username}} a refusé de garantir votre prêt de {{amount}} dans le groupe {{group_name}}. Votre demande est close : vous pouvez en déposer une nouvelle avec un autre garant.',
    },
    en: {
      title: 'Guarantee declined',
      message:
        '{{username}} declined to guarantee your loan of {{amount}} in the group {{group_name}}. Your application is closed: you may apply again with another guarantor.',
    },
    sw: {
      title: 'Udhamini umekataliwa',
      message:
        '{{username}} amekataa kudhamini mkopo wako wa {{amount}} katika kikundi {{group_name}}. Ombi lako limefungwa: unaweza kuomba tena ukiwa na mdhamini mwingine.',
    },
  },
  loan_approved: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Prêt approuvé',
      message:
        'Votre prêt de {{amount}} dans le groupe {{group_name}} est approuvé. Il vous sera versé par le trésorier.',
    },
    en: {
      title: 'Loan approved',
      message:
        'Your loan of {{amount}} in the group {{group_name}} is approved. The treasurer will disburse it to you.',
    },
    sw: {
      title: 'Mkopo umeidhinishwa',
      message:
        'Mkopo wako wa {{amount}} katika kikundi {{group_name}} umeidhinishwa. Utatolewa na mweka hazina.',
    },
  },
  loan_rejected: {
    type: 'contribution_rejected',
    fr: {
      title: 'Prêt refusé',
      message:
        'Votre demande de prêt de {{amount}} dans le groupe {{group_name}} a été refusée : {{reason}}',
    },
    en: {
      title: 'Loan rejected',
      message:
        'Your loan application of {{amount}} in the group {{group_name}} was rejected: {{reason}}',
    },
    sw: {
      title: 'Mkopo umekataliwa',
      message:
        'Ombi lako la mkopo wa {{amount}} katika kikundi {{group_name}} limekataliwa: {{reason}}',
    },
  },
  loan_disbursed: {
    type: 'payout_received',
    fr: {
      title: 'Prêt versé',
      message:
        'Votre prêt de {{amount}} dans le groupe {{group_name}} a été versé. Première échéance le {{first_due_date}}.',
    },
    en: {
      title: 'Loan disbursed',
      message:
        'Your loan of {{amount}} in the group {{group_name}} was disbursed. First instalment due on {{first_due_date}}.',
    },
    sw: {
      title: 'Mkopo umetolewa',
      message:
        'Mkopo wako wa {{amount}} katika kikundi {{group_name}} umetolewa. Awamu ya kwanza inapaswa kulipwa tarehe {{first_due_date}}.',
    },
  },
  loan_repayment_recorded: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Remboursement enregistré',
      message:
        'Un remboursement de {{amount}} sur votre prêt dans le groupe {{group_name}} a été enregistré. Reste à rembourser : {{outstanding}}.',
    },
    en: {
      title: 'Repayment recorded',
      message:
        'A repayment of {{amount}} on your loan in the group {{group_name}} was recorded. Left to repay: {{outstanding}}.',
    },
    sw: {
      title: 'Marejesho yamerekodiwa',
      message:
        'Marejesho ya {{amount}} ya mkopo wako katika kikundi {{group_name}} yamerekodiwa. Kiasi kilichobaki kulipwa: {{outstanding}}.',
    },
  },
  loan_closed: {
    type: 'contribution_confirmed',
    fr: {
      title: 'Prêt soldé',
      message:
        'Le prêt de {{amount}} dans le groupe {{group_name}} est entièrement remboursé et clôturé.',
    },
    en: {
      title: 'Loan repaid',
      message: 'The loan of {{amount}} in the group {{group_name}} is repaid in full and closed.',
    },
    sw: {
      title: 'Mkopo umelipwa kikamilifu',
      message: 'Mkopo wa {{amount}} katika kikundi {{group_name}} umelipwa kikamilifu na kufungwa.',
    },
  },
  loan_taken_over: {
    type: 'system_update',
    fr: {
      title: 'Prêt repris par votre garant',
      message:
        '{{username}}, votre garant, a repris votre prêt de {{amount}} dans le groupe {{group_name}}.',
    },
    en: {
      title: 'Loan taken over by your guarantor',
      message:
        '{{username}}, your guarantor, took over your loan of {{amount}} in the group {{group_name}}.',
    },
    sw: {
      title: 'Mdhamini amechukua jukumu la mkopo',
      message:
        '{{username}}, mdhamini wako, amechukua jukumu la mkopo wako wa {{amount}} katika kikundi {{group_name}}.',
    },
  },
  savings_shared_out: {
    type: 'payout_received',
    fr: {
      title: 'Partage de la caisse',
      message:
        'La caisse d’épargne du groupe {{group_name}} a été partagée : vous recevez {{amount}}.',
    },
    en: {
      title: 'Savings fund shared out',
      message:
        'The savings fund of the group {{group_name}} was shared out: you receive {{amount}}.',
    },
    sw: {
      title: 'Mgawanyo wa mfuko',
      message: 'Mfuko wa akiba wa kikundi {{group_name}} umegawanywa: unapokea {{amount}}.',
    },
  },
  loan_instalment_late: {
    type: 'payment_reminder',
    fr: {
      title: 'Échéance de prêt en retard',
      message:
        'L’échéance {{number}} de votre prêt dans le groupe {{group_name}} est en retard : une amende de {{amount}} s’y ajoute.',
    },
    en: {
      title: 'Loan instalment late',
      message:
        'Instalment {{number}} of your loan in the group {{group_name}} is late: a fine of {{amount}} is added to it.',
    },
    sw: {
      title: 'Awamu ya mkopo imechelewa',
      message:
        'Awamu ya {{number}} ya mkopo wako katika kikundi {{group_name}} imechelewa: faini ya {{amount}} imeongezwa.',
    },
  },
} as const satisfies Record<
  NotificationTemplate,
  { type: NotificationType; fr: Texts; en: Texts; sw: Texts }
>;

export type NotificationLanguage = 'fr' | 'en' | 'sw';

/** The amount with its currency as the API writes it: `1500.00 KES`. */
const plainAmount = (amount: string, currency: string) => `${amount} ${currency}`;

/** A template's title and message in one language, its params put in. */
export function renderNotification<T extends NotificationTemplate>(
  template: T,
  params: NotificationTemplateParams<T>,
  language: NotificationLanguage,
  formatAmount: (amount: string, currency: string) => string = plainAmount,
): Texts {
  const values: Record<string, string> = { ...(params as Record<string, string>) };
  if ('currency' in values)
    for (const money of ['amount', 'outstanding'] as const)
      if (money in values) values[money] = formatAmount(values[money]!, values.currency!);
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const texts = NOTIFICATION_TEXTS[template][language];
  return { title: fill(texts.title), message: fill(texts.message) };
}
