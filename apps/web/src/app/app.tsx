import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { AppRoutes } from './app-routes';
import { HashShortcuts } from './hash-shortcuts';
import { Providers } from './providers';
import { useAutoSync } from './use-auto-sync';
import { useLastSeenData } from './use-last-seen-data';
import { useSessionEffects } from './use-session-effects';

function SessionEffects() {
  useSessionEffects();
  useAutoSync();
  useLastSeenData();
  return null;
}

interface AppProps {
  queryClient?: QueryClient;
  /** Set when the page is rendered ahead of time (prerender/): a fixed URL instead of the browser's. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  const pages = (
    <>
      <SessionEffects />
      <HashShortcuts />
      <AppRoutes />
    </>
  );
  // Both routers render the same tree, so that a pre-rendered page hydrates without a mismatch.
  return (
    <Providers queryClient={queryClient}>
      <OfflineBanner />
      {location === undefined ? (
        <BrowserRouter>{pages}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{pages}</StaticRouter>
      )}
    </Providers>
  );
}
