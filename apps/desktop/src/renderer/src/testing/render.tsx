import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { DesktopApiResponse, DesktopBridge } from '@tontine/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toasts/console-toasts';
import { SessionProvider } from '../lib/session/session-context';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';

/**
 * The console's screens in a DOM (specs that start with `@vitest-environment happy-dom`):
 * Mantine's providers, the translations, and a desktop bridge the spec controls. What
 * happy-dom lacks comes from tests/support/happy-dom.ts (the project's `setupFiles`).
 */

afterEach(() => {
  cleanup();
  delete (window as { desktop?: DesktopBridge }).desktop;
});

const unused = () => Promise.reject(new Error('not used by this spec'));

/** A bridge whose calls are spies: by default signed out, every other call unused. */
export function fakeBridge(overrides: Partial<DesktopBridge> = {}) {
  const signedOut: DesktopApiResponse = {
    status: 401,
    body: { detail: 'Authentification requise', code: 'UNAUTHENTICATED' },
  };
  const bridge = {
    apiBaseUrl: vi.fn(async () => 'http://127.0.0.1:4310'),
    request: vi.fn(async () => signedOut),
    signIn: vi.fn(unused),
    signOut: vi.fn(async () => undefined),
    exportData: vi.fn(unused),
    notify: vi.fn(async () => undefined),
    ...overrides,
  } satisfies DesktopBridge;
  Object.defineProperty(window, 'desktop', { value: bridge, configurable: true });
  return bridge;
}

/** Renders `ui` in the console's providers, with a query cache of its own: no spec sees another's data. */
export function renderConsole(ui: ReactElement) {
  const queryClient = createQueryClient();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          <ToastProvider>
            <SessionProvider>{ui}</SessionProvider>
          </ToastProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
