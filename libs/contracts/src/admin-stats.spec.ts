import { describe, expect, it } from 'vitest';
import { adminStatsContradictions } from './admin-stats.js';
import type { AdminStatsDto } from './contributions.js';

const consistent: AdminStatsDto = {
  totalGroups: 2,
  activeGroups: 1,
  inactiveGroups: 1,
  totalMembers: 4,
  activeMembers: 2,
  totalTransactions: 3,
  totalManagedAmount: '3000.00',
  currency: 'KES',
  managedByCurrency: { KES: '3000.00' },
  totalSavedAmount: '3000.00',
  savedByCurrency: { KES: '3000.00' },
  monthlyContributions: '1000.00',
  monthlyContributionsByCurrency: { KES: '1000.00' },
  pendingInvitations: 0,
  newMembersThisMonth: 2,
  finesOutstandingByCurrency: {},
  fundByCurrency: {},
  adminName: 'amina',
};

describe('adminStatsContradictions', () => {
  it('finds none in figures that agree', () => {
    expect(adminStatsContradictions(consistent)).toEqual([]);
  });

  it('never shows 4 members beside 5 new members', () => {
    expect(adminStatsContradictions({ ...consistent, newMembersThisMonth: 5 })).toEqual([
      'newMembersThisMonth ≤ totalMembers',
    ]);
  });

  it('names groups that do not split, and a month larger than the total', () => {
    expect(
      adminStatsContradictions({
        ...consistent,
        activeGroups: 2,
        monthlyContributions: '3000.50',
        monthlyContributionsByCurrency: { KES: '3000.50' },
      }),
    ).toEqual([
      'activeGroups + inactiveGroups = totalGroups',
      'monthlyContributionsByCurrency.KES ≤ managedByCurrency.KES',
      'monthlyContributions ≤ totalManagedAmount',
    ]);
  });
});
