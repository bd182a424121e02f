import { screen, within } from '@testing-library/react';
import type { MemberSummaryDto, UserDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatMoney } from '../../../lib/format';
import { MemberTotals, TotalSavedCard } from './total-saved';

/** As Testing Library reads text: Intl's (narrow) no-break spaces become plain spaces. */
function money(amount: string, currency: string): string {
  return formatMoney(amount, currency, 'fr-FR').replace(/\s+/g, ' ');
}

function makeSummary(overrides: Partial<MemberSummaryDto> = {}): MemberSummaryDto {
  return { total_contributed: {}, total_received: {}, pending_count: 0, ...overrides };
}

function signIn(preferred_currency: string) {
  startSession('token', { id: 'u-1', username: 'amina', preferred_currency } as UserDto);
}

describe('TotalSavedCard', () => {
  it('shows each currency, formatted in that currency from the decimal string', async () => {
    signIn('KES');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        makeSummary({
          total_contributed: {
            XOF: '150000.00',
            KES: '12500.50',
            EUR: '9007199254740993.10',
          },
        }),
      ),
    );
    renderWithProviders(<TotalSavedCard />);
    expect(screen.getByText('Total épargné')).toBeInTheDocument();
    const amounts = ['EUR', 'KES', 'XOF'].map((currency, i) =>
      money(['9007199254740993.10', '12500.50', '150000.00'][i] ?? '', currency),
    );
    for (const amount of amounts) expect(await screen.findByText(amount)).toBeInTheDocument();
    // The decimal string is never turned into a float: the last digit stays exact.
    expect(amounts[0]).toMatch(/9\D?007\D?199\D?254\D?740\D?993,1/);
    expect(amounts[1]).toMatch(/12\D?500,5/);
    expect(amounts[1]).toContain('KES');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/users/me/summary');
  });

  it("shows zero in the user's preferred currency before any contribution", async () => {
    signIn('XOF');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeSummary()));
    renderWithProviders(<TotalSavedCard />);
    expect(await screen.findByText(money('0', 'XOF'))).toBeInTheDocument();
  });
});

describe('MemberTotals', () => {
  it('shows what I contributed and received per currency, and my payments awaiting validation', async () => {
    signIn('KES');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        makeSummary({
          total_contributed: { KES: '15000.00', XOF: '20000.00' },
          total_received: { KES: '45000.00' },
          pending_count: 2,
        }),
      ),
    );
    renderWithProviders(<MemberTotals />);
    const totals = await screen.findByRole('group', { name: 'Mes totaux' });
    expect(within(totals).getByLabelText(/^Total des contributions:/)).toHaveTextContent(
      `${money('15000.00', 'KES')}${money('20000.00', 'XOF')}`,
    );
    expect(within(totals).getByLabelText(/^Total reçu:/)).toHaveTextContent(
      money('45000.00', 'KES'),
    );
    expect(within(totals).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(totals).getByText('2 paiement(s)')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/users/me/summary');
  });

  it("shows zero received in the user's preferred currency before any payout", async () => {
    signIn('KES');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(makeSummary({ total_contributed: { KES: '5000.00' } })),
    );
    renderWithProviders(<MemberTotals />);
    const received = await screen.findByLabelText(/^Total reçu:/);
    expect(received).toHaveTextContent(money('0', 'KES'));
    expect(screen.getByText('0 paiement(s)')).toBeInTheDocument();
  });

  it('shows the error instead of totals when the summary fails', async () => {
    signIn('KES');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Service indisponible' }, 500),
    );
    renderWithProviders(<MemberTotals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
  });
});
