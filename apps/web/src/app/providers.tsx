import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';
import { useBrowserIdle } from '../lib/when-idle';
import { theme } from './theme';

const Notifications = lazy(async () => ({ default: (await import('./toasts')).Notifications }));

// Under the app's storage prefix, so that a sign-out forgets it with the rest.
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals for component tests. */
  env?: 'default' | 'test';
}

/**
 * Mounted after the first screen: the container's transition group re-renders synchronously as
 * it mounts, which would join the page's first commit (decision 0039). A toast asked for
 * before is queued by the store and shown once it is mounted. Its own component, so that its
 * mounting re-renders nothing else.
 */
function Toasts({ now }: { now: boolean }) {
  const mounted = useBrowserIdle(now);
  return (
    mounted && (
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
    )
  );
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="light"
          env={env}
        >
          <Toasts now={env === 'test'} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
