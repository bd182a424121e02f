import Big from 'big.js';
import type { AdminStatsDto, MemberSummaryDto } from './contributions.js';

/**
 * What each money figure of the member and admin screens counts, defined once: the server
 * computes them so, every screen labels them so, and two screens never show one label for two
 * rules. Every figure is per currency: amounts in different currencies are never added up
 * (a screen may convert them for display, with the super admins' rates).
 */
export const MONEY_FIGURE_DEFINITIONS = {
  /** "Total des contributions" (the member dashboard's overview). */
  contributed:
    "the person's approved contributions, every cycle, whether its pot was paid out or not",
  /** "Total reçu" (the member dashboard's overview). */
  received: 'the payouts the person received',
  /** "Total épargné" (My Groups): the person's share of the saved money. */
  saved:
    "the person's approved contributions to cycles whose pot is not paid out yet: money put in and still in the groups; a cycle's contributions leave it when its payout is recorded",
  /** "Montant épargné" (the admin dashboard): the same rule over every member of the groups. */
  groupsSaved:
    'approved contributions of every member of the covered groups to cycles whose pot is not paid out yet',
  /** "Montant géré" (the statistics): everything approved, paid out or not. */
  managed: 'approved contributions of the covered groups, every cycle, paid out or not',
  /** "En attente de validation". */
  pendingCount: "the person's contributions awaiting validation (not counted in any amount above)",
} as const;

/**
 * The relations the member's figures keep by their definitions; each broken one is named. What
 * is saved is part of what was contributed.
 */
export function memberFigureContradictions(summary: MemberSummaryDto): string[] {
  const broken: string[] = [];
  for (const [currency, saved] of Object.entries(summary.total_saved)) {
    if (new Big(saved).gt(summary.total_contributed[currency] ?? '0')) {
      broken.push(`total_saved.${currency} ≤ total_contributed.${currency}`);
    }
    if (new Big(saved).lt(0)) broken.push(`total_saved.${currency} ≥ 0`);
  }
  return broken;
}

/** The admin's saved amount is part of the amount managed, currency by currency. */
export function adminSavedContradictions(stats: AdminStatsDto): string[] {
  const broken: string[] = [];
  for (const [currency, saved] of Object.entries(stats.savedByCurrency)) {
    if (new Big(saved).gt(stats.managedByCurrency[currency] ?? '0')) {
      broken.push(`savedByCurrency.${currency} ≤ managedByCurrency.${currency}`);
    }
  }
  return broken;
}
