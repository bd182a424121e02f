import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStatsDto, UserDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatMoney } from '../../../lib/format';
import { StatisticsModal } from './statistics-modal';

function makeStats(overrides: Partial<AdminStatsDto> = {}): AdminStatsDto {
  return {
    totalGroups: 4,
    activeGroups: 3,
    inactiveGroups: 1,
    totalMembers: 27,
    activeMembers: 19,
    totalTransactions: 112,
    totalManagedAmount: '845000.50',
    currency: 'KES',
    managedByCurrency: { KES: '845000.50', XOF: '15000.00' },
    totalSavedAmount: '845000.50',
    savedByCurrency: { KES: '845000.50', XOF: '15000.00' },
    monthlyContributions: '60000.00',
    monthlyContributionsByCurrency: { KES: '60000.00', XOF: '0.00' },
    pendingInvitations: 5,
    newMembersThisMonth: 6,
    finesOutstandingByCurrency: { KES: '1500.00' },
    fundByCurrency: { KES: '750.00' },
    adminName: 'amina',
    ...overrides,
  };
}

/** As Testing Library reads text: Intl's no-break spaces become plain spaces. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function figure(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

function openModal() {
  startSession('token', { id: 'u-1', username: 'amina' } as UserDto);
  return renderWithProviders(<StatisticsModal opened onClose={() => undefined} />);
}

describe('StatisticsModal', () => {
  it("loads GET /api/admin/stats and shows every figure of the group admin's statistics", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeStats()));
    openModal();
    expect(await screen.findByText('Groupes administrés par amina')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/admin/stats');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');

    const expected: Array<[string, string]> = [
      ['Groupes', '4'],
      ['Groupes actifs', '3'],
      ['Groupes inactifs', '1'],
      ['Membres', '27'],
      ['Membres actifs (30 jours)', '19'],
      ['Nouveaux membres (30 jours)', '6'],
      ['Transactions', '112'],
      ['Invitations en attente', '5'],
    ];
    for (const [label, value] of expected) {
      expect(within(figure(label)).getByText(value)).toBeInTheDocument();
    }
    const managed = within(figure('Montant géré'));
    expect(managed.getByText(plain(formatMoney('845000.50', 'KES', 'fr-FR')))).toBeInTheDocument();
    expect(
      managed.getByText(`Autres devises : ${plain(formatMoney('15000.00', 'XOF', 'fr-FR'))}`),
    ).toBeInTheDocument();
    const monthly = within(figure('Contributions du mois (30 jours)'));
    expect(monthly.getByText(plain(formatMoney('60000.00', 'KES', 'fr-FR')))).toBeInTheDocument();
    const fines = within(figure('Amendes à régler'));
    expect(fines.getByText(plain(formatMoney('1500.00', 'KES', 'fr-FR')))).toBeInTheDocument();
    const fund = within(figure('Caisse des groupes (amendes payées)'));
    expect(fund.getByText(plain(formatMoney('750.00', 'KES', 'fr-FR')))).toBeInTheDocument();
  });

  it('shows the documents’ message on 403', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Forbidden', code: 'FORBIDDEN' }, 403),
    );
    openModal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accès refusé. Seuls les administrateurs peuvent voir les statistiques.',
    );
  });

  it('shows the documents’ message on 404', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Not Found', code: 'NOT_FOUND' }, 404),
    );
    openModal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Endpoint de statistiques non trouvé.',
    );
  });

  it("shows the server's detail for any other status", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Base de données indisponible' }, 500),
    );
    openModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Base de données indisponible');
  });

  it('shows the connection message when the network fails, and tries again on demand', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(makeStats()));
    openModal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur de connexion lors du chargement des statistiques',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Groupes administrés par amina')).toBeInTheDocument();
    // Twice the statistics (the rates, for the totals in the chosen currency, come apart).
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/admin/stats'))).toHaveLength(
      2,
    );
  });

  it('loads nothing while closed', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<StatisticsModal opened={false} onClose={() => undefined} />);
    expect(fetch).not.toHaveBeenCalled();
  });
});
