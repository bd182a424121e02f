import type { NotificationTemplate } from '@tontine/contracts';

/** A notification's title and message in one language. */
interface NotificationTexts {
  title: string;
  message: string;
}

/** French texts of the notifications screen and the bell. */
export const notificationsFr = {
  title: 'Notifications',
  bell: 'Notifications ({{count}} non lues)',
  filters: {
    all: 'Toutes',
    unread: 'Non lues',
    important: 'Importantes',
    payments: 'Paiements',
    groups: 'Groupes',
  },
  selectAll: 'Tout sélectionner',
  deselectAll: 'Tout désélectionner',
  select: 'Sélectionner « {{title}} »',
  selected: '{{count}} sélectionnée(s)',
  markRead: 'Marquer comme lu',
  delete: 'Supprimer',
  cancel: 'Annuler',
  markOneRead: 'Marquer « {{title}} » comme lu',
  deleteOne: 'Supprimer « {{title}} »',
  unread: 'Non lue',
  justNow: "À l'instant",
  emptyTitle: 'Aucune notification',
  emptyText: 'Vous êtes à jour !',
  join: 'Rejoindre',
  joined: 'Vous avez rejoint le groupe !',
  joinFailed: 'Erreur lors de la jointure du groupe',
  actionFailed: 'Une erreur est survenue. Réessayez.',
  /**
   * The notifications the API writes, by template (@tontine/contracts): the French ones are
   * the API's stored texts word for word; {{amount}} is the amount with its currency.
   */
  templates: {
    payout_received: {
      title: 'Versement reçu',
      message: 'Vous recevez la cagnotte du cycle {{cycle}} de {{group_name}} : {{amount}}.',
    },
    cycle_complete: {
      title: 'Cycle terminé',
      message: 'Le cycle {{cycle}} de {{group_name}} est terminé.',
    },
    cycle_complete_last: {
      title: 'Cycle terminé',
      message: 'Le dernier cycle de {{group_name}} est terminé : chacun a reçu sa part.',
    },
    contribution_confirmed: {
      title: 'Contribution confirmée',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} (cycle {{cycle}}) a été validée.',
    },
    crypto_contribution: {
      title: 'Paiement crypto reçu',
      message:
        '{{username}} a envoyé {{amount}} en {{token_symbol}} ({{network}}) au groupe {{group_name}}.',
    },
    payment_reminder_upcoming: {
      title: 'Contribution bientôt due',
      message: 'Votre contribution de {{amount}} au groupe {{group_name}} est due le {{due_date}}.',
    },
    payment_reminder_due_today: {
      title: "Contribution due aujourd'hui",
      message: "Votre contribution de {{amount}} au groupe {{group_name}} est due aujourd'hui.",
    },
    payment_reminder_overdue: {
      title: 'Contribution en retard',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} était due le {{due_date}}.',
    },
    join_request: {
      title: "Nouvelle demande d'adhésion",
      message: '{{username}} souhaite rejoindre {{group_name}}',
    },
    group_join_approved: {
      title: 'Demande acceptée',
      message:
        "Votre demande pour rejoindre {{group_name}} a été acceptée. Code d'invitation : {{invitation_code}}",
    },
    join_request_rejected: {
      title: 'Demande refusée',
      message: 'Votre demande pour rejoindre {{group_name}} a été refusée.',
    },
    join_request_rejected_with_response: {
      title: 'Demande refusée',
      message: 'Votre demande pour rejoindre {{group_name}} a été refusée. {{response}}',
    },
    group_rules_changed: {
      title: 'Règles du groupe modifiées',
      message:
        "Les règles du groupe {{group_name}} ont changé : elles s'appliquent à partir du cycle {{cycle}}.",
    },
    member_excluded: {
      title: 'Exclusion du groupe',
      message: 'Vous avez été exclu du groupe {{group_name}}.',
    },
    contribution_rejected: {
      title: 'Contribution refusée',
      message:
        'Votre contribution de {{amount}} au groupe {{group_name}} (cycle {{cycle}}) a été refusée : {{reason}}',
    },
    fine_applied: {
      title: 'Amende de retard',
      message:
        "Le cycle {{cycle}} du groupe {{group_name}} n'était pas payé {{grace_days}} jour(s) après l'échéance : une amende de {{amount}} s'applique.",
    },
    fine_paid: {
      title: 'Amende réglée',
      message: 'Votre amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) est réglée.',
    },
    fine_payment_rejected: {
      title: "Paiement d'amende refusé",
      message:
        "Votre paiement de l'amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) a été refusé : {{reason}}",
    },
    fine_waived: {
      title: 'Amende annulée',
      message:
        'Votre amende de {{amount}} du groupe {{group_name}} (cycle {{cycle}}) a été annulée : {{reason}}',
    },
    turn_swap_proposed: {
      title: 'Échange de tour proposé',
      message:
        "{{username}} vous propose d'échanger son tour (cycle {{their_cycle}}) contre le vôtre (cycle {{your_cycle}}) dans le groupe {{group_name}}.",
    },
    turn_swap_awaiting_approval: {
      title: 'Échange de tours à approuver',
      message:
        '{{username}} et {{counterpart}} veulent échanger leurs tours dans le groupe {{group_name}} : ils attendent votre approbation.',
    },
    turn_swap_declined: {
      title: 'Échange de tour refusé',
      message: "{{username}} a refusé d'échanger son tour avec vous dans le groupe {{group_name}}.",
    },
    turn_swap_approved: {
      title: 'Ordre de passage modifié',
      message:
        'Dans le groupe {{group_name}}, {{first_name}} reçoit désormais la cagnotte au cycle {{first_cycle}} et {{second_name}} au cycle {{second_cycle}}.',
    },
    turn_swap_rejected: {
      title: 'Échange de tours refusé',
      message:
        "L'administrateur a refusé l'échange de tours dans le groupe {{group_name}} : {{reason}}",
    },
    turn_swap_overtaken: {
      title: 'Échange de tours annulé',
      message:
        "L'échange de tours dans le groupe {{group_name}} n'est plus possible : un versement a eu lieu entre-temps.",
    },
    treasurer_named: {
      title: 'Nommé trésorier',
      message:
        'Vous êtes désormais trésorier du groupe {{group_name}} : vous enregistrez les espèces, validez les paiements et réglez les amendes.',
    },
    treasurer_removed: {
      title: 'Fin du rôle de trésorier',
      message: "Vous n'êtes plus trésorier du groupe {{group_name}}.",
    },
    saving_approved: {
      title: 'Épargne validée',
      message:
        'Votre épargne de {{amount}} dans le groupe {{group_name}} (cycle {{cycle}}) est validée.',
    },
    saving_rejected: {
      title: 'Épargne refusée',
      message:
        'Votre épargne de {{amount}} dans le groupe {{group_name}} (cycle {{cycle}}) a été refusée : {{reason}}',
    },
    loan_guarantee_requested: {
      title: 'Demande de garantie',
      message:
        '{{username}} vous demande de garantir son prêt de {{amount}} dans le groupe {{group_name}}.',
    },
    loan_guarantee_declined: {
      title: 'Garantie refusée',
      message:
        '{{username}} a refusé de garantir votre prêt de {{amount}} dans le groupe {{group_name}}. Votre demande est close : vous pouvez en déposer une nouvelle avec un autre garant.',
    },
    loan_approved: {
      title: 'Prêt approuvé',
      message:
        'Votre prêt de {{amount}} dans le groupe {{group_name}} est approuvé. Il vous sera versé par le trésorier.',
    },
    loan_rejected: {
      title: 'Prêt refusé',
      message:
        'Votre demande de prêt de {{amount}} dans le groupe {{group_name}} a été refusée : {{reason}}',
    },
    loan_disbursed: {
      title: 'Prêt versé',
      message:
        'Votre prêt de {{amount}} dans le groupe {{group_name}} a été versé. Première échéance le {{first_due_date}}.',
    },
    loan_repayment_recorded: {
      title: 'Remboursement enregistré',
      message:
        'Un remboursement de {{amount}} sur votre prêt dans le groupe {{group_name}} a été enregistré. Reste à rembourser : {{outstanding}}.',
    },
    loan_closed: {
      title: 'Prêt soldé',
      message:
        'Le prêt de {{amount}} dans le groupe {{group_name}} est entièrement remboursé et clôturé.',
    },
    loan_taken_over: {
      title: 'Prêt repris par votre garant',
      message:
        '{{username}}, votre garant, a repris votre prêt de {{amount}} dans le groupe {{group_name}}.',
    },
    savings_shared_out: {
      title: 'Partage de la caisse',
      message:
        'La caisse d’épargne du groupe {{group_name}} a été partagée : vous recevez {{amount}}.',
    },
    loan_instalment_late: {
      title: 'Échéance de prêt en retard',
      message:
        'L’échéance {{number}} de votre prêt dans le groupe {{group_name}} est en retard : une amende de {{amount}} s’y ajoute.',
    },
  } satisfies Record<NotificationTemplate, NotificationTexts>,
};
