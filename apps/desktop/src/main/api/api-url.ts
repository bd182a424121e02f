/** Raised when the renderer asks for something other than an API path. */
export class ApiPathError extends Error {
  constructor(path: string) {
    super(`Only paths under /api/ may be requested, got "${path}"`);
    this.name = 'ApiPathError';
  }
}

/**
 * The URL of an API path. The check runs on the normalised URL as well as on the raw text, so
 * that "/api/../admin", "/api/%2e%2e/admin" or an encoded trick cannot leave the API or its
 * /api/ prefix, and the bearer token is never sent anywhere else.
 */
export function resolveApiUrl(baseUrl: string, path: string): URL {
  // A backslash is a separator to the URL parser but not to a reader of the path: refuse it.
  if (!path.startsWith('/api/') || path.includes('\\')) throw new ApiPathError(path);
  const base = new URL(baseUrl);
  const url = new URL(`${baseUrl}${path}`);
  const prefix = `${base.pathname.replace(/\/$/, '')}/api/`;
  if (url.origin !== base.origin || !url.pathname.startsWith(prefix)) {
    throw new ApiPathError(path);
  }
  return url;
}
