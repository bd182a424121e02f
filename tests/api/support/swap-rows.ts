import type { TurnSwapResponse } from '@tontine/contracts';
import { api } from './http.js';
import { subgroup, type Fixture } from './route-fixture.js';

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A turn swap in a new group of the cast whose queue is written (groupAdmin, member, then the
 * author, who joins after the start): proposed by the member to the author, or by the author
 * to the member, and accepted when asked. For the route table, which answers it as each caller.
 */
export async function storeSwap(
  f: Fixture,
  { by, accepted = false }: { by: 'member' | 'author'; accepted?: boolean },
): Promise<string> {
  const group = await subgroup(f);
  await ok(
    api('POST', `/api/groups/${group.id}/request-join`, { token: f.author.token }),
    'author joins',
  );
  const [proposer, counterpart] = by === 'member' ? [f.member, f.author] : [f.author, f.member];
  const { swap } = await ok(
    api<TurnSwapResponse>('POST', `/api/groups/${group.id}/turn-swaps`, {
      token: proposer.token,
      body: { counterpart_id: counterpart.user.id },
    }),
    'propose',
  );
  if (accepted)
    await ok(
      api('POST', `/api/turn-swaps/${swap.id}/accept`, { token: counterpart.token }),
      'accept',
    );
  return swap.id;
}

/** A new group of the cast with the author in it too: a member to propose a swap to. */
export async function swapCounterpartGroup(
  f: Fixture,
): Promise<{ id: string; counterpart: string }> {
  const group = await subgroup(f);
  await ok(
    api('POST', `/api/groups/${group.id}/request-join`, { token: f.author.token }),
    'author joins',
  );
  return { id: group.id, counterpart: f.author.user.id };
}
