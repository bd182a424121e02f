import type { DesktopApiRequest, DesktopApiResponse } from '@tontine/contracts';
import { vi } from 'vitest';

/** What a spec's stand-in API answers to `METHOD /path` (the query string left out). */
export type ApiRoutes = Record<
  string,
  (request: DesktopApiRequest) => DesktopApiResponse | Promise<DesktopApiResponse>
>;

export const ok = (body: unknown, status = 200): DesktopApiResponse => ({ status, body });

/** The signed-in super admin the console's specs act as. */
export const SPEC_OPERATOR = {
  id: 'op-1',
  username: 'root',
  email: 'superadmin@tontine.local',
  first_name: 'Super',
  last_name: 'Admin',
  role: 'super_admin',
};

/**
 * A bridge `request` that answers by route, as the API would, and records every call: a
 * route the spec did not list answers 404, so that an unexpected call shows in the spec.
 */
export function answerBy(routes: ApiRoutes) {
  return vi.fn(async (request: DesktopApiRequest): Promise<DesktopApiResponse> => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const route = routes[key] ?? (key === 'GET /api/auth/me' ? () => ok(SPEC_OPERATOR) : null);
    return route ? route(request) : { status: 404, body: { detail: `no route ${key}` } };
  });
}

/** The calls made to `METHOD /path`, each with its body. */
export function callsTo(request: ReturnType<typeof answerBy>, route: string): unknown[] {
  return request.mock.calls
    .map(([call]) => call)
    .filter((call) => `${call.method} ${call.path.split('?')[0]}` === route)
    .map((call) => call.body);
}
