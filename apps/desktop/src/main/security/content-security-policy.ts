export interface PolicyOptions {
  /** Origin of the API (images such as profile photos come from it). */
  apiOrigin: string;
  /** True while the renderer comes from the Vite dev server. */
  devServer?: boolean;
}

/**
 * The renderer's Content-Security-Policy: its own files and the configured API, nothing else.
 * Styles allow inline because Mantine writes its theme variables into a style element; the dev
 * server additionally needs inline scripts for the React refresh preamble.
 */
export function buildContentSecurityPolicy({
  apiOrigin,
  devServer = false,
}: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', apiOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", apiOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
