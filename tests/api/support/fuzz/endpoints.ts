import type { Fixture } from '../route-fixture.js';
import type { RouteRow } from '../route-table.js';
import type { ServedRoute } from '../served-routes.js';
import { routeKey } from '../served-routes.js';
import type { Endpoint } from './bad-requests.js';
import { WELL_FORMED_REFUSALS } from './well-formed-refusals.js';

/** A write route of the table, with a valid call made for the fixture (never sent as it is). */
export async function rowEndpoint(
  row: RouteRow,
  f: Fixture,
  jwtSecret?: string,
): Promise<Endpoint> {
  const [method, path] = row.route.split(' ') as [string, string];
  const valid = (await row.call?.(f)) ?? {};
  return {
    row,
    method,
    path,
    valid,
    tokens: f.tokens,
    jwtSecret,
    wellFormedRefusals: WELL_FORMED_REFUSALS[row.route]?.(valid, f),
  };
}

/** A served write route the table does not know yet: any caller, its parameters made up. */
export function genericEndpoint(route: ServedRoute, f: Fixture): Endpoint {
  const params = Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'unknown']),
  );
  const anyone = {
    anonymous: 200,
    member: 200,
    treasurer: 200,
    otherMember: 200,
    groupAdmin: 200,
    otherAdmin: 200,
    support: 200,
    superAdmin: 200,
  };
  return {
    row: { route: routeKey(route), expected: anyone },
    method: route.method,
    path: route.path,
    valid: { params },
    tokens: f.tokens,
    generic: true,
  };
}
