import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PayQuickAction } from './pay-quick-action';

const group = (overrides: Partial<GroupDto>) =>
  ({
    status: 'active',
    payment_enabled: true,
    contribution_amount: '500.00',
    currency: 'KES',
    my_relation: 'member',
    ...overrides,
  }) as GroupDto;

describe('PayQuickAction', () => {
  it('offers the groups the member can pay into, each opening its payments tab', () => {
    renderWithProviders(
      <PayQuickAction
        groups={[
          group({ id: 'g-1', name: 'Chama Umoja' }),
          group({ id: 'g-2', name: 'Tontine fermée', status: 'closed' }),
          group({ id: 'g-3', name: 'Demande en cours', my_relation: 'pending' }),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Effectuer un paiement' }));
    const dialog = screen.getByRole('dialog', { name: 'Pour quel groupe ?' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Chama Umoja');
    expect(links[0]).toHaveAttribute('href', '/groups/g-1?tab=payments');
  });
});
