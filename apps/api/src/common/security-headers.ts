import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';

/** A year, in seconds: the usual HSTS lifetime. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The web client's Content-Security-Policy. Scripts come from our own files only (the built
 * index.html has no inline script); Mantine writes style attributes and a style element, hence
 * 'unsafe-inline' for styles alone; image previews are data: and blob: URLs; the chat and
 * notification sockets are same-origin, named explicitly for browsers whose 'self' does not
 * cover ws:/wss:.
 */
export function contentSecurityPolicyDirectives(publicUrl: string): Record<string, string[]> {
  const origin = new URL(publicUrl);
  const sockets = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", sockets],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Upgrading requests on a site served over plain http (a laptop, the tests) would break it.
  if (origin.protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (pages, files, API answers, errors), from helmet, and
 * `Cache-Control: no-store` on API answers: they carry personal data, and a handler that may be
 * cached says so itself (profile photos).
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config.publicUrl),
    },
    // Only where the site really is https: HSTS on a plain-http host would lock browsers out.
    // Subdomains are not ours to decide.
    hsts: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control'))
        void reply.header('cache-control', 'no-store');
    });
}
