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
import { maintenanceStatusQueryOptions } from './features/maintenance/queries';
import { loadLanguage, startupLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { prepareMoneyFormat } from './lib/format';
import { applyStoredPreferences, getPreferences } from './lib/preferences';
import { queryKeys } from './lib/query-keys';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// Read before anything renders: a hash shortcut or a stored session decide whether it is shown.
const shownLanguage = startupLanguage();
applyStoredPreferences();
applyPageShortcutBeforeRender();
const firstScreen = takeFirstScreen(root, shownLanguage);
// One client for the page: the offline cache (app/use-last-seen-data.ts) restores into it.
const queryClient = createQueryClient();
// Every gated page waits on the site's status: asked for now, not once React renders the gate
// (on a phone, after the scripts have run). A first screen came with the status the server read.
if (firstScreen) queryClient.setQueryData(queryKeys.maintenanceStatus, firstScreen.maintenance);
else void queryClient.prefetchQuery(maintenanceStatusQueryOptions());
// The first render waits on the shown language's texts and, on the dashboard, on its data: both
// are asked for before the landing page's chunks, which would otherwise take every connection.
const language = loadLanguage(shownLanguage);
prefetchHome(queryClient, window.location.pathname);
preloadLandingPage(window.location.pathname);
// In a task of its own while the network answers, not inside the entry's evaluation.
setTimeout(() => prepareMoneyFormat(shownLanguage, getPreferences().currency));

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
