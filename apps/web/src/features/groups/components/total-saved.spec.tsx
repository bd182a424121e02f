import { screen, within } from '@testing-library/react';
import type { MemberSummaryDto, UserDto } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, setPreferences } from '../../../lib/preferences';
import { startSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatMoney } from '../../../lib/format';
import { MemberTotals, TotalSavedCard } from './total-saved';

/** As Testing Library reads text: Intl's (narrow) no-break spaces become plain spaces. */
function money(amount: string, currency: string): string {
  return formatMoney(amount, currency, 'fr-FR').replace(/\s+/g, ' ');
}

function makeSummary(overrides: Partial<MemberSummaryDto> = {}): MemberSummaryDto {
  return {
    total_contributed: {},
    total_received: {},
    total_saved: {},
    pending_count: 0,
    ...overrides,
  };
}

/** Signs in with `currency` chosen in the settings (Affichage → Devise). */
function signIn(currency: 'KES' | 'USD' | 'EUR') {
  startSession('token', { id: 'u-1', username: 'amina' } as UserDto);
  setPreferences({ ...DEFAULT_PREFERENCES, currency });
}

afterEach(() => setPreferences(DEFAULT_PREFERENCES));

const RATES = [
  { currency: 'KES', units_per_usd: '129.5', set_at: '2026-11-20T08:00:00Z', set_by_name: 'Root' },
  { currency: 'XOF', units_per_usd: '600', set_at: '2026-11-21T08:00:00Z', set_by_name: 'Root' },
];

describe('TotalSavedCard', () => {
  it('shows each currency, formatted in that currency from the decimal string', async () => {
    signIn('KES');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        makeSummary({
          total_saved: {
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

  it('shows zero in the currency chosen in the settings before any contribution', async () => {
    signIn('USD');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeSummary()));
    renderWithProviders(<TotalSavedCard />);
    expect(await screen.findByText(money('0', 'USD'))).toBeInTheDocument();
  });

  it('adds the groups’ currencies in the chosen one with the rates, dated, over each group’s own amount', async () => {
    signIn('USD');
    fakeApi({
      'GET /users/me/summary': () =>
        jsonResponse(makeSummary({ total_saved: { KES: '12950.00', XOF: '60000' } })),
      'GET /rates': () => jsonResponse(RATES),
    });
    renderWithProviders(<TotalSavedCard />);
    // 12 950 KES = 100 USD and 60 000 XOF = 100 USD.
    expect(await screen.findByText(money('200.00', 'USD'))).toBeInTheDocument();
    expect(screen.getByText(/^Taux du 20 nov\.? 2026$/)).toBeInTheDocument();
    expect(
      screen.getByText(`${money('12950.00', 'KES')} · ${money('60000', 'XOF')}`),
    ).toBeInTheDocument();
  });

  it('says which rate is missing instead of converting', async () => {
    signIn('EUR');
    fakeApi({
      'GET /users/me/summary': () => jsonResponse(makeSummary({ total_saved: { KES: '500.00' } })),
      'GET /rates': () => jsonResponse(RATES),
    });
    renderWithProviders(<TotalSavedCard />);
    expect(
      await screen.findByText('Pas de taux de change pour EUR : total en EUR indisponible'),
    ).toBeInTheDocument();
    expect(screen.getByText(money('500.00', 'KES'))).toBeInTheDocument();
  });
});

describe('MemberTotals', () => {
  it('shows what I contributed and received in my currency, and my payments awaiting validation', async () => {
    signIn('KES');
    const fetch = fakeApi({
      'GET /users/me/summary': () =>
        jsonResponse(
          makeSummary({
            total_contributed: { KES: '15000.00', XOF: '24000' },
            total_received: { KES: '45000.00' },
            pending_count: 2,
          }),
        ),
      'GET /rates': () => jsonResponse(RATES),
    });
    renderWithProviders(<MemberTotals />);
    const totals = await screen.findByRole('group', { name: 'Mes totaux' });
    // 24 000 XOF = 40 USD = 5 180 KES.
    expect(await within(totals).findByLabelText(/^Total des contributions:/)).toHaveTextContent(
      money('20180.00', 'KES'),
    );
    expect(within(totals).getByLabelText(/^Total reçu:/)).toHaveTextContent(
      money('45000.00', 'KES'),
    );
    expect(within(totals).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(totals).getByText('2 paiement(s)')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/users/me/summary');
  });

  it('shows zero received in the chosen currency before any payout', async () => {
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
