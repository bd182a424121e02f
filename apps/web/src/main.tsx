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
// The dashboard's data is asked for first, before its chunks and texts: it is the longest wait.
prefetchHome(queryClient, window.location.pathname);
preloadLandingPage(window.location.pathname);
// Only the shown language's texts are fetched, beside the landing page's chunk.
const language = loadLanguage(guestLanguage());

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
