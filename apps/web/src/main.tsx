import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/contrast.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/app-routes';
import { takeFirstScreen } from './app/first-screen';
import { applyPageShortcutBeforeRender } from './app/hash-shortcuts';
import { prefetchHome } from './app/prefetch-home';
import { guestLanguage, loadLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { applyStoredPreferences } from './lib/preferences';
import { queryKeys } from './lib/query-keys';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// Read before anything renders: a hash shortcut or a stored session decide whether it is shown.
const shownLanguage = guestLanguage();
applyStoredPreferences();
applyPageShortcutBeforeRender();
const firstScreen = takeFirstScreen(root, shownLanguage);
// One client for the page: the offline cache (app/use-last-seen-data.ts) restores into it.
const queryClient = createQueryClient();
// The first screen was sent with the site open: the gate shows the page as the server rendered it.
if (firstScreen) queryClient.setQueryData(queryKeys.maintenanceStatus, firstScreen.maintenance);
// The first render waits on the shown language's texts and, on the dashboard, on its data: both
// are asked for before the landing page's chunks, which would otherwise take every connection.
const language = loadLanguage(shownLanguage);
prefetchHome(queryClient, window.location.pathname);
preloadLandingPage(window.location.pathname);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// Rendered once the texts are there (or could not be: the keys then show, rather than nothing).
// In a transition, React renders in slices and a slow phone answers a tap meanwhile; a first
// screen stays painted while React takes it over.
void language.finally(() =>
  startTransition(() => {
    if (firstScreen) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
