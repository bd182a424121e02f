import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStatsDto, UserDto } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, setPreferences } from '../../../lib/preferences';
import { startSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatMoney } from '../../../lib/format';
import { AdminOverview } from './admin-overview';

const stats: AdminStatsDto = {
  totalGroups: 2,
  activeGroups: 1,
  inactiveGroups: 1,
  totalMembers: 9,
  activeMembers: 4,
  totalTransactions: 30,
  totalManagedAmount: '120000.00',
  currency: 'KES',
  managedByCurrency: { KES: '120000.00' },
  totalSavedAmount: '80000.00',
  savedByCurrency: { KES: '80000.00' },
  monthlyContributions: '25000.00',
  monthlyContributionsByCurrency: { KES: '25000.00', EUR: '40.00' },
  pendingInvitations: 3,
  newMembersThisMonth: 2,
  finesOutstandingByCurrency: {},
  fundByCurrency: {},
  adminName: 'amina',
};

/** As Testing Library reads text: Intl's no-break spaces become plain spaces. */
function money(amount: string, currency: string): string {
  return formatMoney(amount, currency, 'fr-FR').replace(/\s+/g, ' ');
}

function signIn() {
  startSession('token', { id: 'u-1', username: 'amina' } as UserDto);
}

describe('AdminOverview', () => {
  it("shows the server's saved amount and opens the statistics modal", async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(stats)));
    renderWithProviders(<AdminOverview />);
    // What the groups still hold, not everything ever managed (money paid out is not saved).
    const saved = await screen.findByRole('group', { name: /^Montant épargné/ });
    expect(within(saved).getByText(money('80000.00', 'KES'))).toBeInTheDocument();
    expect(within(saved).queryByText(money('120000.00', 'KES'))).toBeNull();
    const monthly = screen.getByRole('group', { name: /^Contributions du mois/ });
    expect(within(monthly).getByText(money('25000.00', 'KES'))).toBeInTheDocument();
    expect(within(monthly).getByText(money('40.00', 'EUR'))).toBeInTheDocument();
    expect(screen.getByText('1 sur 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Statistiques' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Groupes administrés par amina')).toBeInTheDocument();
  });

  it('says so, rather than "access denied", to an admin who manages no group yet', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Accès refusé', code: 'STATS_FORBIDDEN' }, 403),
    );
    renderWithProviders(<AdminOverview />);
    expect(await screen.findByText(/Vous n'administrez encore aucun groupe/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('in the currency chosen in the settings', () => {
    afterEach(() => setPreferences(DEFAULT_PREFERENCES));

    it('adds the groups’ currencies with the rates, and dates them', async () => {
      signIn();
      setPreferences({ ...DEFAULT_PREFERENCES, currency: 'EUR' });
      fakeApi({
        'GET /admin/stats': () => jsonResponse(stats),
        'GET /rates': () =>
          jsonResponse([
            {
              currency: 'KES',
              units_per_usd: '125',
              set_at: '2026-11-20T08:00:00Z',
              set_by_name: null,
            },
            {
              currency: 'EUR',
              units_per_usd: '0.8',
              set_at: '2026-11-22T08:00:00Z',
              set_by_name: null,
            },
          ]),
      });
      renderWithProviders(<AdminOverview />);
      // 25 000 KES = 200 USD = 160 EUR, plus 40 EUR.
      const monthly = await screen.findByRole('group', { name: /^Contributions du mois/ });
      expect(await within(monthly).findByText(money('200.00', 'EUR'))).toBeInTheDocument();
      expect(screen.getAllByText(/^Taux du 20 nov\.? 2026$/)).toHaveLength(2);
    });

    it('says which rate is missing and leaves the amounts as they are', async () => {
      signIn();
      setPreferences({ ...DEFAULT_PREFERENCES, currency: 'USD' });
      fakeApi({
        'GET /admin/stats': () => jsonResponse(stats),
        'GET /rates': () => jsonResponse([]),
      });
      renderWithProviders(<AdminOverview />);
      const saved = await screen.findByRole('group', { name: /^Montant épargné/ });
      expect(within(saved).getByText(money('80000.00', 'KES'))).toBeInTheDocument();
      expect(
        await screen.findByText('Pas de taux de change pour KES : total en USD indisponible'),
      ).toBeInTheDocument();
    });
  });
});
