import { screen } from '@testing-library/react';
import {
  notificationPriority,
  notificationTemplateData,
  type NotificationDto,
} from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { NotificationItem } from './notification-item';

const PAYOUT: NotificationDto = {
  id: 'n1',
  type: 'payout_received',
  title: 'Versement reçu',
  message: 'Vous recevez la cagnotte du cycle 2 de Chama Umoja : 750.00 KES.',
  priority: notificationPriority('payout_received'),
  is_read: false,
  created_at: '2026-11-21T11:00:00Z',
  data: {
    group_id: 'g1',
    ...notificationTemplateData('payout_received', {
      group_name: 'Chama Umoja',
      cycle: '2',
      amount: '750.00',
      currency: 'KES',
    }),
  },
};

/** Testing Library collapses the no-break spaces of Intl's amounts into plain ones. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderItem(item: NotificationDto) {
  return renderWithProviders(
    <ul>
      <NotificationItem
        item={item}
        selected={false}
        onToggle={() => undefined}
        onMarkRead={() => undefined}
        onDelete={() => undefined}
        busy={false}
        now={Date.parse('2026-11-21T12:00:00Z')}
      />
    </ul>,
  );
}

describe('NotificationItem texts', () => {
  it('shows an English reader the payout in English, with the amount in their locale', async () => {
    await i18n.changeLanguage('en');
    renderItem(PAYOUT);
    const item = screen.getByRole('listitem', { name: 'Payout received' });
    expect(item).toHaveTextContent(
      spaced(
        `You receive the pot of cycle 2 of Chama Umoja: ${formatMoney('750.00', 'KES', 'en-KE')}.`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Mark “Payout received” as read' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select “Payout received”' })).toBeVisible();
  });

  it('keeps the stored French title for a French reader', () => {
    renderItem(PAYOUT);
    const item = screen.getByRole('listitem', { name: 'Versement reçu' });
    expect(item).toHaveTextContent(
      spaced(
        `Vous recevez la cagnotte du cycle 2 de Chama Umoja : ${formatMoney('750.00', 'KES', 'fr-FR')}.`,
      ),
    );
  });

  it('falls back to the stored texts without a template, or with one it does not know', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderItem({ ...PAYOUT, data: { group_id: 'g1' } });
    expect(screen.getByRole('listitem', { name: 'Versement reçu' })).toHaveTextContent(
      PAYOUT.message,
    );
    unmount();

    renderItem({
      ...PAYOUT,
      title: 'Anniversaire du groupe',
      message: 'Le groupe Chama Umoja fête ses 2 ans.',
      data: { template: 'group_birthday', group_name: 'Chama Umoja' },
    });
    expect(screen.getByRole('listitem', { name: 'Anniversaire du groupe' })).toHaveTextContent(
      'Le groupe Chama Umoja fête ses 2 ans.',
    );
  });
});

describe('a rejected contribution’s notification', () => {
  const rejected = (reason: string, reasonCode?: string): NotificationDto => ({
    id: 'n9',
    type: 'contribution_rejected',
    title: 'Contribution refusée',
    message: `Votre contribution … a été refusée : ${reason}`,
    priority: notificationPriority('contribution_rejected'),
    is_read: false,
    created_at: '2026-11-21T11:00:00Z',
    data: {
      group_id: 'g1',
      ...(reasonCode ? { reason_code: reasonCode } : {}),
      ...notificationTemplateData('contribution_rejected', {
        group_name: 'Chama Umoja',
        cycle: '2',
        amount: '750.00',
        currency: 'KES',
        reason,
      }),
    },
  });

  it('has medium priority and shows the admin’s reason as written', () => {
    expect(notificationPriority('contribution_rejected')).toBe('medium');
    renderItem(rejected('Reçu illisible'));
    expect(screen.getByRole('listitem', { name: 'Contribution refusée' })).toHaveTextContent(
      'a été refusée : Reçu illisible',
    );
  });

  it('shows a chain check’s reason in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    renderItem(
      rejected('le transfert ne va pas à la trésorerie de la plateforme', 'wrong_recipient'),
    );
    const item = screen.getByRole('listitem', { name: 'Contribution rejected' });
    expect(item).not.toHaveTextContent('trésorerie');
    expect(item).toHaveTextContent(/was rejected: \S/);
  });
});
