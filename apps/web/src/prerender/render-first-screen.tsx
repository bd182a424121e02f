import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  DEFAULT_MAINTENANCE_ESTIMATE,
  DEFAULT_MAINTENANCE_MESSAGE,
  type FirstScreenPath,
  type MaintenanceStatus,
  type UiLanguage,
} from '@tontine/contracts';
import { App } from '../app/app';
import { i18n, loadLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The gate shows a page once it knows the site is open: the server sends a first screen only
 * then (and with the status it read), so the page is rendered as it looks with the site open.
 */
const SITE_OPEN: MaintenanceStatus = {
  enabled: false,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  estimated_time: DEFAULT_MAINTENANCE_ESTIMATE,
  contact_email: null,
  updated_at: new Date(0).toISOString(),
};

/**
 * A page's first screen as HTML, rendered at build time by the same tree the client renders
 * (scripts/render-first-screens.mjs), so that the client hydrates it instead of painting anew.
 * Waits for the page's lazy chunks and texts: the HTML is the whole page, never a loader.
 */
export async function renderFirstScreen(
  path: FirstScreenPath,
  language: UiLanguage,
): Promise<string> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.maintenanceStatus, SITE_OPEN);
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} location={path} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
