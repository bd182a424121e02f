import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
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

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <OfflineBanner />
      <BrowserRouter>
        <SessionEffects />
        <HashShortcuts />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
