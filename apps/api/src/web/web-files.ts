import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Vite names each file under assets/ after its content: a new version is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web client's files from `/`. A file under assets/ is kept a year without
 * asking again: over HTTP/1.1 a phone's every revalidation costs a round trip, a hundred of
 * them on the dashboard. Everything else (the service worker, the manifest, the icons) is
 * revalidated, so that a release is seen at once. Each file is sent as the .br or .gz written
 * beside it by the build (vite-plugin-compression2) when the browser accepts it.
 */
export async function registerWebFiles(
  app: NestFastifyApplication,
  webDist: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = path.slice(webDist.length).replace(/\\/g, '/').startsWith('/assets/');
      response.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
}
