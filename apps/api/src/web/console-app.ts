import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { consoleContentSecurityPolicy } from '@tontine/contracts';

/** Where the operator console lives in the web app. */
export const CONSOLE_PATH = '/console';

/** A path of the console's pages or files. */
export function isConsolePath(path: string): boolean {
  return path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`);
}

/**
 * Serves the built operator console (the desktop app's renderer, built with a relative base so
 * the same files run from file:// in Electron and from here) at /console/. Its own policy
 * replaces the web client's on its answers: the console's code editor runs workers from its own
 * files, and the console has no socket or form to allow. Hashed files are kept a year; the page
 * is revalidated so that a new version is picked up at once.
 */
export async function registerConsoleApp(
  app: NestFastifyApplication,
  consoleDist: string,
): Promise<void> {
  const policy = consoleContentSecurityPolicy();
  const fastify = app.getHttpAdapter().getInstance();
  // Relative asset URLs resolve against the folder: /console must become /console/.
  fastify.get(CONSOLE_PATH, (request, reply) => {
    const query = request.url.slice(CONSOLE_PATH.length);
    void reply.redirect(`${CONSOLE_PATH}/${query}`, 308);
  });
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: `${CONSOLE_PATH}/`,
    wildcard: false,
    decorateReply: false,
    index: ['index.html'],
    cacheControl: false,
  });
  fastify.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isConsolePath(path)) return;
    void reply.header('content-security-policy', policy);
    const immutable = path.startsWith(`${CONSOLE_PATH}/assets/`) && reply.statusCode === 200;
    void reply.header(
      'cache-control',
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
}
