import type { Fixture } from '../route-fixture.js';
import type { FuzzCase, RawRequest } from './bad-requests.js';

/**
 * Bad input the API still answers wrongly, in code others are rewriting now: the
 * fuzz tier leaves these cases out, by name, so that it stays green; `fuzz.test.ts` keeps each
 * one as a test that is expected to fail (`it.fails`) until the fix lands. Remove an entry
 * with its fix.
 */
export interface KnownFailure {
  route: string;
  name: string;
  /** Who fixes it, and where. */
  owner: string;
  matches(c: FuzzCase): boolean;
  /** The exact request found, sent by a test expected to fail until the fix lands. */
  example?: (f: Fixture) => RawRequest;
}

export const KNOWN_FAILURES: KnownFailure[] = [];

export function isKnownFailure(route: string, c: FuzzCase): boolean {
  return KNOWN_FAILURES.some((known) => known.route === route && known.matches(c));
}
