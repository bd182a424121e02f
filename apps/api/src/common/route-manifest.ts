import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** One route as Fastify serves it: `GET /api/groups/:id`. */
export interface ServedRoute {
  method: string;
  path: string;
  /**
   * A file of the built web client or of the console at /console, served by @fastify/static
   * rather than by a controller.
   */
  webClientFile?: true;
}

/**
 * Collects every route Fastify registers (the controllers', the plugins', the global prefix
 * applied) and writes them to `file` just before the server starts listening. The tests read
 * this list rather than a hand-kept one, so a route nobody gave permissions or fuzzing to fails
 * them. Must be called before anything registers a route.
 */
export function writeRouteManifestOnReady(
  fastify: FastifyInstance,
  file: string,
  webDist: string | undefined,
  consoleDist?: string,
): void {
  const seen: Array<{ method: string; path: string }> = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) seen.push({ method, path: route.url });
  });
  fastify.addHook('onReady', async () => {
    const routes = servedRoutes(seen, webDist, consoleDist);
    // Written whole, then renamed: a reader never sees half a list.
    writeFileSync(`${file}.tmp`, `${JSON.stringify({ routes }, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  });
}

function servedRoutes(
  seen: Array<{ method: string; path: string }>,
  webDist: string | undefined,
  consoleDist: string | undefined,
): ServedRoute[] {
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const all = new Set(seen.map(key));
  const unique = new Map<string, ServedRoute>();
  for (const { method, path } of seen) {
    // Fastify answers HEAD with its GET twin's handler: same callers, same answer, no body.
    if (method === 'HEAD' && all.has(`GET ${path}`)) continue;
    const isConsoleFile =
      consoleDist !== undefined && (path === '/console' || path.startsWith('/console/'));
    const isWebFile =
      isConsoleFile ||
      (webDist !== undefined &&
        !path.startsWith('/api/') &&
        (path === '/' || existsSync(join(webDist, path))));
    unique.set(key({ method, path }), {
      method,
      path,
      ...(isWebFile ? { webClientFile: true as const } : {}),
    });
  }
  return [...unique.values()].sort((a, b) => key(a).localeCompare(key(b)));
}
