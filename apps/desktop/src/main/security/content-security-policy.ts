import { consoleContentSecurityPolicy } from '@tontine/contracts';

export interface PolicyOptions {
  /** Origin of the API (images such as profile photos come from it). */
  apiOrigin: string;
  /** True while the renderer comes from the Vite dev server. */
  devServer?: boolean;
}

/**
 * The renderer's Content-Security-Policy: its own files and the configured API, nothing else
 * (the contracts' console policy, which /console serves too, with the API as another origin).
 */
export function buildContentSecurityPolicy({
  apiOrigin,
  devServer = false,
}: PolicyOptions): string {
  return consoleContentSecurityPolicy({ apiOrigin, devServer });
}
