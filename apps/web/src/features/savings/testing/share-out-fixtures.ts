import { moneySum, type ShareOutLineDto, type ShareOutPreview } from '@tontine/contracts';

/**
 * The share-out of a fund in KES that lent 3 000 at 1 % a month and was repaid: Amina (u-1, the
 * reader) saved 6 000 and Baraka 4 000 on the same day, so the 60,20 of interest splits 6 to 4.
 */
export const SHARE_OUT_LINES: ShareOutLineDto[] = [
  { user_id: 'u-2', user_name: 'Baraka', savings: '4000.00', profit: '24.08', total: '4024.08' },
  { user_id: 'u-1', user_name: 'Amina', savings: '6000.00', profit: '36.12', total: '6036.12' },
];

/**
 * GET /api/groups/:id/share-out as a member reads it, its figures summed from `lines`: nothing
 * blocks it, but only an admin may confirm it.
 */
export function makeShareOutPreview(overrides: Partial<ShareOutPreview> = {}): ShareOutPreview {
  const lines = overrides.lines ?? SHARE_OUT_LINES;
  return {
    currency: 'KES',
    as_of: '2026-03-01T09:00:00.000Z',
    balance: moneySum(lines.map((line) => line.total)),
    savings: moneySum(lines.map((line) => line.savings)),
    profit: moneySum(lines.map((line) => line.profit)),
    last_share_out_at: null,
    lines,
    blocked: null,
    can_confirm: false,
    ...overrides,
  };
}
