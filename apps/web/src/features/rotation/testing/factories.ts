import type { ContributionDto, RotationCycleDto, RotationDto } from '@tontine/contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { formatMoney } from '../../../lib/format';

/** An amount in KES as Testing Library reads it: the formatter's narrow spaces become plain. */
export const kes = (amount: string) => formatMoney(amount, 'KES').replace(/\s/g, ' ');

/** Three members, Amina first: a monthly rotation from 2026-01-01, 5 000 KES each. */
export const MEMBERS = [
  { user_id: 'u-1', user_name: 'Amina' },
  { user_id: 'u-2', user_name: 'Baraka' },
  { user_id: 'u-3', user_name: 'Chausiku' },
];

export function makeCycle(overrides: Partial<RotationCycleDto> = {}): RotationCycleDto {
  const cycle = overrides.cycle_number ?? 1;
  const beneficiary = MEMBERS[(cycle - 1) % MEMBERS.length];
  return {
    cycle_number: cycle,
    due_date: `2026-0${cycle}-01`,
    beneficiary_id: beneficiary?.user_id ?? null,
    beneficiary_name: beneficiary?.user_name ?? null,
    pot: '15000.00',
    paid_out: false,
    members: MEMBERS.map((m) => ({ user_id: m.user_id, state: 'due', approved: '0.00' })),
    ...overrides,
  };
}

export function makeRotation(overrides: Partial<RotationDto> = {}): RotationDto {
  return {
    group_id: 'g-1',
    payout_order_method: 'join_order',
    locked: true,
    started_at: '2026-01-01T08:00:00.000Z',
    draw_seed: null,
    queue: MEMBERS.map((m, i) => ({ position: i + 1, ...m })),
    current_cycle: 1,
    next_payment_date: '2026-01-01',
    next_payout_date: '2026-01-01',
    cycles: [1, 2, 3].map((n) => makeCycle({ cycle_number: n })),
    ...overrides,
  };
}

export function makeContribution(overrides: Partial<ContributionDto> = {}): ContributionDto {
  return {
    id: 'c-1',
    group_id: 'g-1',
    user_id: 'u-2',
    user_name: 'Baraka',
    cycle_number: 1,
    amount: '5000.00',
    currency: 'KES',
    method: 'cash',
    status: 'pending',
    admin_notes: null,
    rejection_reason: null,
    created_at: '2026-01-03T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

type Route = (body: unknown) => Response | Promise<Response>;

/**
 * Fakes the API at the fetch level: `'GET /groups/g-1/rotation'` → an answer. An unknown call
 * answers 404, so a test fails on a call it did not expect.
 */
export function fakeApi(routes: Record<string, Route>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route ? route(body) : jsonResponse({ detail: 'not faked', code: 'NOT_FOUND' }, 404);
  });
}

/** The bodies sent to one route, in order. */
export function sentBodies(fetch: ReturnType<typeof fakeApi>, method: string, path: string) {
  return fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path))
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}
