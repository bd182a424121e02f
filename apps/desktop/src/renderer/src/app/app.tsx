import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../features/console/toasts/console-toasts';
import { SessionProvider } from '../features/session/session-context';
import { i18n } from '../i18n';
import { AppScreens } from './app-screens';
import { theme } from './theme';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ToastProvider>
          <SessionProvider>
            <AppScreens />
          </SessionProvider>
        </ToastProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
