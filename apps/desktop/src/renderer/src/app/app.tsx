import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toasts/console-toasts';
import { SessionProvider } from '../lib/session/session-context';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { AppScreens } from './app-screens';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <ToastProvider>
            <SessionProvider>
              <AppScreens />
            </SessionProvider>
          </ToastProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
