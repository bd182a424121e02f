import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/app-routes';
import { applyPageShortcutBeforeRender } from './app/hash-shortcuts';
import { prefetchHome } from './app/prefetch-home';
import { guestLanguage, loadLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { applyStoredPreferences } from './lib/preferences';

applyStoredPreferences();
applyPageShortcutBeforeRender();
// One client for the page: the offline cache (app/use-last-seen-data.ts) restores into it.
const queryClient = createQueryClient();
// The first render waits on the shown language's texts and, on the dashboard, on its data: both
// are asked for before the landing page's chunks, which would otherwise take every connection.
const language = loadLanguage(guestLanguage());
prefetchHome(queryClient, window.location.pathname);
preloadLandingPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// Rendered once the texts are there (or could not be: the keys then show, rather than nothing).
void language.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
