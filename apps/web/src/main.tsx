import './lib/zod-config';
import 'virtual:mantine-core.css';
import '@mantine/notifications/styles.css';
import './app/contrast.css';
import './app/tap-targets.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/app-routes';
import { firstRenderReady } from './app/first-render-ready';
import { takeFirstScreen } from './app/first-screen';
import { applyPageShortcutBeforeRender } from './app/hash-shortcuts';
import { numberHistoryEntry } from './app/history-entry-index';
import { prefetchHome } from './app/prefetch-home';
import { registerServiceWorkerAfterFirstScreen } from './app/register-service-worker';
import { maintenanceStatusQueryOptions } from './features/maintenance/queries';
import { loadLanguage, startupLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { prepareMoneyFormat, prepareProfileFormats } from './lib/format';
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
const maintenance = firstScreen
  ? queryClient.setQueryData(queryKeys.maintenanceStatus, firstScreen.maintenance)
  : queryClient.prefetchQuery(maintenanceStatusQueryOptions());
// The shown language's texts and, on the dashboard, its data are asked for before the landing
// page's chunks, which would otherwise take every connection.
const language = loadLanguage(shownLanguage);
const home = prefetchHome(queryClient, window.location.pathname);
const landingPage = preloadLandingPage(window.location.pathname);
// Each in a task of its own while the network answers, not inside the entry's evaluation nor
// the first screen's render.
setTimeout(() => prepareMoneyFormat(shownLanguage, getPreferences().currency));
if (home) prepareProfileFormats(shownLanguage, (task) => setTimeout(task));
setTimeout(() => numberHistoryEntry());

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// Rendered once what the landing page shows first is there: the texts, the gate's checks, the
// page's code and, on the dashboard, its data (each may fail: the page then shows the keys or
// its own error, rather than nothing). Rendered earlier it would show the loader, and React
// holds back the page that replaces a loader for 300 ms (its Suspense throttling); waited for,
// the page is rendered once, in one transition. On a slow network the loader shows after
// FIRST_RENDER_WAIT_MS. In a transition, React renders in slices and a slow phone answers a tap
// meanwhile; a first screen stays painted while React takes it over.
void firstRenderReady([language, maintenance, home, landingPage]).then(() => {
  startTransition(() => {
    if (firstScreen) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  registerServiceWorkerAfterFirstScreen();
});
