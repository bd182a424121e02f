import { fireEvent, screen, within } from '@testing-library/react';
import type { MemberPaymentDueDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeCryptoNetworks } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DashboardPayments } from './dashboard-payments';

const due = (overrides: Partial<MemberPaymentDueDto>): MemberPaymentDueDto => ({
  group_id: 'g-1',
  group_name: 'Chama Umoja',
  currency: 'KES',
  cycle_number: 1,
  due_date: '2026-02-01',
  contribution_amount: '5000.00',
  approved: '0.00',
  pending: '0.00',
  owed: '5000.00',
  state: 'due',
  ...overrides,
});

describe('DashboardPayments', () => {
  it('offers M-Pesa as unavailable and crypto for a group that awaits a payment', async () => {
    fakeApi({
      'GET /users/me/payments': () =>
        jsonResponse({
          due: [due({}), due({ group_id: 'g-2', group_name: 'Payée', state: 'paid' })],
          history: [],
        }),
    });
    renderWithProviders(<DashboardPayments />);
    const mpesa = screen.getByRole('link', { name: /M-Pesa/ });
    expect(mpesa).toHaveAttribute('href', '/mpesa');
    expect(mpesa).toHaveTextContent('Temporairement indisponible');
    expect(screen.getByRole('link', { name: 'Voir tous mes paiements' })).toHaveAttribute(
      'href',
      '/payments',
    );

    fireEvent.click(screen.getByRole('button', { name: /Payer en crypto/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pour quel groupe ?' });
    const links = await within(dialog).findAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Chama Umoja');
    expect(links[0]).toHaveAttribute('href', '/crypto-pay/g-1');
  });

  it('sends to the wallet when no group awaits a payment', async () => {
    fakeApi({ 'GET /users/me/payments': () => jsonResponse({ due: [], history: [] }) });
    renderWithProviders(<DashboardPayments />);
    fireEvent.click(screen.getByRole('button', { name: /Payer en crypto/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pour quel groupe ?' });
    expect(await within(dialog).findByRole('link')).toHaveAttribute('href', '/crypto');
  });

  it('disables crypto with the service message when no network is configured', async () => {
    fakeApi({
      'GET /users/me/payments': () => jsonResponse({ due: [due({})], history: [] }),
      'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks([])),
    });
    renderWithProviders(<DashboardPayments />);
    expect(
      await screen.findByText('Service de cryptomonnaie temporairement indisponible'),
    ).toBeInTheDocument();
    const crypto = screen.getByRole('button', { name: /Payer en crypto/ });
    expect(crypto).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(crypto);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
