/**
 * The operator console's Content-Security-Policy, one text for its three homes: the desktop
 * window (main sends it), the API's /console, and the desktop end-to-end server. Its own files
 * only; styles inline because Mantine and Monaco write style elements; the code editor's
 * workers from its own files; the API named where it is another origin (the desktop app).
 */
export interface ConsolePolicyOptions {
  /** The API when it is not the page's own origin (the desktop app, its dev server). */
  apiOrigin?: string;
  /** True while the renderer comes from the Vite dev server (React refresh needs inline). */
  devServer?: boolean;
}

export function consoleContentSecurityPolicy({
  apiOrigin,
  devServer = false,
}: ConsolePolicyOptions = {}): string {
  const api = apiOrigin ? [apiOrigin] : [];
  // The chat sockets: the API's origin in its WebSocket form (a page's own origin is 'self').
  const sockets = api.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...sockets],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
