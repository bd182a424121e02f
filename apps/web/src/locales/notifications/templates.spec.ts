import { NOTIFICATION_TEMPLATES, type NotificationTemplate } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { notificationsEn } from './en';
import { notificationsFr } from './fr';
import { notificationsSw } from './sw';

const LANGUAGES = { fr: notificationsFr, en: notificationsEn, sw: notificationsSw };
const TEMPLATES = Object.keys(NOTIFICATION_TEMPLATES) as NotificationTemplate[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/** The API's stored French texts for sample params, `amount` standing for "amount currency". */
const API_FRENCH: Record<
  NotificationTemplate,
  { params: Record<string, string>; title: string; message: string }
> = {
  payout_received: {
    params: { cycle: '2', group_name: 'Umoja', amount: '750.00 KES' },
    title: 'Versement reçu',
    message: 'Vous recevez la cagnotte du cycle 2 de Umoja : 750.00 KES.',
  },
  cycle_complete: {
    params: { cycle: '2', group_name: 'Umoja' },
    title: 'Cycle terminé',
    message: 'Le cycle 2 de Umoja est terminé.',
  },
  cycle_complete_last: {
    params: { group_name: 'Umoja' },
    title: 'Cycle terminé',
    message: 'Le dernier cycle de Umoja est terminé : chacun a reçu sa part.',
  },
  contribution_confirmed: {
    params: { cycle: '2', group_name: 'Umoja', amount: '250.00 KES' },
    title: 'Contribution confirmée',
    message: 'Votre contribution de 250.00 KES au groupe Umoja (cycle 2) a été validée.',
  },
  crypto_contribution: {
    params: {
      username: 'amina',
      group_name: 'Umoja',
      amount: '500.00 KES',
      token_symbol: 'USDT',
      network: 'polygon',
    },
    title: 'Paiement crypto reçu',
    message: 'amina a envoyé 500.00 KES en USDT (polygon) au groupe Umoja.',
  },
  payment_reminder_upcoming: {
    params: { group_name: 'Umoja', amount: '250.00 KES', due_date: '2026-11-21' },
    title: 'Contribution bientôt due',
    message: 'Votre contribution de 250.00 KES au groupe Umoja est due le 2026-11-21.',
  },
  payment_reminder_due_today: {
    params: { group_name: 'Umoja', amount: '250.00 KES', due_date: '2026-11-21' },
    title: "Contribution due aujourd'hui",
    message: "Votre contribution de 250.00 KES au groupe Umoja est due aujourd'hui.",
  },
  payment_reminder_overdue: {
    params: { group_name: 'Umoja', amount: '250.00 KES', due_date: '2026-11-21' },
    title: 'Contribution en retard',
    message: 'Votre contribution de 250.00 KES au groupe Umoja était due le 2026-11-21.',
  },
  join_request: {
    params: { username: 'amina', group_name: 'Umoja' },
    title: "Nouvelle demande d'adhésion",
    message: 'amina souhaite rejoindre Umoja',
  },
  group_join_approved: {
    params: { group_name: 'Umoja', invitation_code: 'AB12CD34' },
    title: 'Demande acceptée',
    message: "Votre demande pour rejoindre Umoja a été acceptée. Code d'invitation : AB12CD34",
  },
  join_request_rejected: {
    params: { group_name: 'Umoja' },
    title: 'Demande refusée',
    message: 'Votre demande pour rejoindre Umoja a été refusée.',
  },
  join_request_rejected_with_response: {
    params: { group_name: 'Umoja', response: 'Le groupe est complet.' },
    title: 'Demande refusée',
    message: 'Votre demande pour rejoindre Umoja a été refusée. Le groupe est complet.',
  },
  member_excluded: {
    params: { group_name: 'Umoja' },
    title: 'Exclusion du groupe',
    message: 'Vous avez été exclu du groupe Umoja.',
  },
  group_rules_changed: {
    params: { group_name: 'Umoja', cycle: '3' },
    title: 'Règles du groupe modifiées',
    message: "Les règles du groupe Umoja ont changé : elles s'appliquent à partir du cycle 3.",
  },
  contribution_rejected: {
    params: { group_name: 'Umoja', cycle: '2', amount: '250.00 KES', reason: 'Reçu illisible' },
    title: 'Contribution refusée',
    message:
      'Votre contribution de 250.00 KES au groupe Umoja (cycle 2) a été refusée : Reçu illisible',
  },
  fine_applied: {
    params: { group_name: 'Umoja', cycle: '2', amount: '50.00 KES', grace_days: '3' },
    title: 'Amende de retard',
    message:
      "Le cycle 2 du groupe Umoja n'était pas payé 3 jour(s) après l'échéance : une amende de 50.00 KES s'applique.",
  },
  fine_paid: {
    params: { group_name: 'Umoja', cycle: '2', amount: '50.00 KES' },
    title: 'Amende réglée',
    message: 'Votre amende de 50.00 KES du groupe Umoja (cycle 2) est réglée.',
  },
  fine_payment_rejected: {
    params: { group_name: 'Umoja', cycle: '2', amount: '50.00 KES', reason: 'Pas reçu' },
    title: "Paiement d'amende refusé",
    message:
      "Votre paiement de l'amende de 50.00 KES du groupe Umoja (cycle 2) a été refusé : Pas reçu",
  },
  fine_waived: {
    params: { group_name: 'Umoja', cycle: '2', amount: '50.00 KES', reason: 'Malade' },
    title: 'Amende annulée',
    message: 'Votre amende de 50.00 KES du groupe Umoja (cycle 2) a été annulée : Malade',
  },
  turn_swap_proposed: {
    params: { username: 'amina', group_name: 'Umoja', your_cycle: '4', their_cycle: '2' },
    title: 'Échange de tour proposé',
    message:
      "amina vous propose d'échanger son tour (cycle 2) contre le vôtre (cycle 4) dans le groupe Umoja.",
  },
  turn_swap_awaiting_approval: {
    params: { username: 'amina', counterpart: 'baraka', group_name: 'Umoja' },
    title: 'Échange de tours à approuver',
    message:
      'amina et baraka veulent échanger leurs tours dans le groupe Umoja : ils attendent votre approbation.',
  },
  turn_swap_declined: {
    params: { username: 'amina', group_name: 'Umoja' },
    title: 'Échange de tour refusé',
    message: "amina a refusé d'échanger son tour avec vous dans le groupe Umoja.",
  },
  turn_swap_approved: {
    params: {
      first_name: 'amina',
      first_cycle: '4',
      second_name: 'baraka',
      second_cycle: '2',
      group_name: 'Umoja',
    },
    title: 'Ordre de passage modifié',
    message:
      'Dans le groupe Umoja, amina reçoit désormais la cagnotte au cycle 4 et baraka au cycle 2.',
  },
  turn_swap_rejected: {
    params: { group_name: 'Umoja', reason: 'Pas maintenant' },
    title: 'Échange de tours refusé',
    message: "L'administrateur a refusé l'échange de tours dans le groupe Umoja : Pas maintenant",
  },
  turn_swap_overtaken: {
    params: { group_name: 'Umoja' },
    title: 'Échange de tours annulé',
    message:
      "L'échange de tours dans le groupe Umoja n'est plus possible : un versement a eu lieu entre-temps.",
  },
  treasurer_named: {
    params: { group_name: 'Umoja' },
    title: 'Nommé trésorier',
    message:
      'Vous êtes désormais trésorier du groupe Umoja : vous enregistrez les espèces, validez les paiements et réglez les amendes.',
  },
  treasurer_removed: {
    params: { group_name: 'Umoja' },
    title: 'Fin du rôle de trésorier',
    message: "Vous n'êtes plus trésorier du groupe Umoja.",
  },
  saving_approved: {
    params: { group_name: 'Umoja', cycle: '3', amount: '500.00 KES' },
    title: 'Épargne validée',
    message: 'Votre épargne de 500.00 KES dans le groupe Umoja (cycle 3) est validée.',
  },
  saving_rejected: {
    params: { group_name: 'Umoja', cycle: '3', amount: '500.00 KES', reason: 'Espèces non reçues' },
    title: 'Épargne refusée',
    message:
      'Votre épargne de 500.00 KES dans le groupe Umoja (cycle 3) a été refusée : Espèces non reçues',
  },
  loan_guarantee_requested: {
    params: { username: 'Wanjiku', group_name: 'Umoja', amount: '5000.00 KES' },
    title: 'Demande de garantie',
    message: 'Wanjiku vous demande de garantir son prêt de 5000.00 KES dans le groupe Umoja.',
  },
  loan_guarantee_declined: {
    params: { username: 'Wanjiku', group_name: 'Umoja', amount: '5000.00 KES' },
    title: 'Garantie refusée',
    message:
      'Wanjiku a refusé de garantir votre prêt de 5000.00 KES dans le groupe Umoja. Votre demande est close : vous pouvez en déposer une nouvelle avec un autre garant.',
  },
  loan_approved: {
    params: { group_name: 'Umoja', amount: '5000.00 KES' },
    title: 'Prêt approuvé',
    message:
      'Votre prêt de 5000.00 KES dans le groupe Umoja est approuvé. Il vous sera versé par le trésorier.',
  },
  loan_rejected: {
    params: { group_name: 'Umoja', amount: '5000.00 KES', reason: 'Fonds insuffisants' },
    title: 'Prêt refusé',
    message:
      'Votre demande de prêt de 5000.00 KES dans le groupe Umoja a été refusée : Fonds insuffisants',
  },
  loan_disbursed: {
    params: { group_name: 'Umoja', amount: '5000.00 KES', first_due_date: '2026-12-01' },
    title: 'Prêt versé',
    message:
      'Votre prêt de 5000.00 KES dans le groupe Umoja a été versé. Première échéance le 2026-12-01.',
  },
  loan_repayment_recorded: {
    params: { group_name: 'Umoja', amount: '1000.00 KES', outstanding: '4250.00 KES' },
    title: 'Remboursement enregistré',
    message:
      'Un remboursement de 1000.00 KES sur votre prêt dans le groupe Umoja a été enregistré. Reste à rembourser : 4250.00 KES.',
  },
  loan_closed: {
    params: { group_name: 'Umoja', amount: '5000.00 KES' },
    title: 'Prêt soldé',
    message: 'Le prêt de 5000.00 KES dans le groupe Umoja est entièrement remboursé et clôturé.',
  },
  loan_taken_over: {
    params: { username: 'Wanjiku', group_name: 'Umoja', amount: '5000.00 KES' },
    title: 'Prêt repris par votre garant',
    message: 'Wanjiku, votre garant, a repris votre prêt de 5000.00 KES dans le groupe Umoja.',
  },
  savings_shared_out: {
    params: { group_name: 'Umoja', amount: '1200.00 KES' },
    title: 'Partage de la caisse',
    message: 'La caisse d’épargne du groupe Umoja a été partagée : vous recevez 1200.00 KES.',
  },
  loan_instalment_late: {
    params: { group_name: 'Umoja', number: '2', amount: '50.00 KES' },
    title: 'Échéance de prêt en retard',
    message:
      'L’échéance 2 de votre prêt dans le groupe Umoja est en retard : une amende de 50.00 KES s’y ajoute.',
  },
};

function interpolate(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

describe('notification template texts', () => {
  for (const template of TEMPLATES) {
    it(`${template} has a title and a message in fr, en and sw with the same placeholders`, () => {
      const params: readonly string[] = NOTIFICATION_TEMPLATES[template];
      const expected = {
        title: placeholders(notificationsFr.templates[template].title),
        message: placeholders(notificationsFr.templates[template].message),
      };
      for (const texts of Object.values(LANGUAGES)) {
        const { title, message } = texts.templates[template];
        expect(title.trim()).not.toBe('');
        expect(message.trim()).not.toBe('');
        expect({ title: placeholders(title), message: placeholders(message) }).toEqual(expected);
        for (const name of [...expected.title, ...expected.message]) expect(params).toContain(name);
      }
    });

    it(`${template} reads in French exactly as the API stores it`, () => {
      const { params, title, message } = API_FRENCH[template];
      const texts = notificationsFr.templates[template];
      expect(interpolate(texts.title, params)).toBe(title);
      expect(interpolate(texts.message, params)).toBe(message);
    });
  }

  it('has texts for no template the API does not know', () => {
    for (const texts of Object.values(LANGUAGES)) {
      expect(Object.keys(texts.templates).sort()).toEqual([...TEMPLATES].sort());
    }
  });
});
