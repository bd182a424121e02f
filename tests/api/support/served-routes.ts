import { readFileSync } from 'node:fs';
import { WEBSOCKET_ROUTES } from '@tontine/contracts';

/** A route the API serves: `POST /api/groups/:id/join-request`, or `WS /ws/notifications`. */
export interface ServedRoute {
  method: string;
  path: string;
  /** A file of the built web client (@fastify/static), rather than a controller's route. */
  webClientFile?: true;
}

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

/**
 * What the API really serves: the HTTP routes Fastify registered, as the API listed them at
 * start (ROUTE_MANIFEST_FILE, see apps/api/src/common/route-manifest.ts), and the WebSocket
 * paths of the contracts, which the socket servers claim from the HTTP server's upgrades.
 */
export function readServedRoutes(manifestFile: string): ServedRoute[] {
  const { routes } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: ServedRoute[] };
  if (!Array.isArray(routes) || routes.length === 0) {
    throw new Error(`${manifestFile} lists no routes`);
  }
  return [...routes, ...WEBSOCKET_ROUTES.map((path) => ({ method: 'WS', path }))];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteRoute(route: { method: string }): boolean {
  return WRITE_METHODS.has(route.method);
}
