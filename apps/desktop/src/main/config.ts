import { z } from 'zod';

export const DEFAULT_API_URL = 'http://127.0.0.1:3000';

// z.httpUrl() wants a domain name; an IP address such as the default must pass too.
const apiUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * The API base URL from `TONTINE_API_URL`. A wrong value stops the start with one clear line
 * rather than failing on the first sign-in. The answer never ends with a slash, so that
 * `${base}${path}` is always well formed.
 */
export function resolveApiBaseUrl(env: Record<string, string | undefined>): string {
  const raw = env.TONTINE_API_URL?.trim() || DEFAULT_API_URL;
  const parsed = apiUrlSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`TONTINE_API_URL must be an http(s) URL, got "${raw}"`);
  }
  const url = new URL(parsed.data);
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`TONTINE_API_URL must not carry credentials, a query or a fragment`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
