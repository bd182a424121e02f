import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDemoLogin } from '../features/auth';
import { notifyError, notifyInfo } from '../lib/notify';
import { queryKeys } from '../lib/query-keys';
import { startSession } from '../lib/session';
import { describeError } from '../lib/describe-error';
import { CONSOLE_URL } from '../lib/console';

/**
 * The documents' hash shortcuts. None grants anything: `#test` opens the test page,
 * `#superadmin` the operator console at /console (which asks for an operator's sign-in),
 * `#demo` asks the server for the demo session.
 */
const PAGE_SHORTCUTS: Record<string, string> = {
  '#test': '/test',
};
const CONSOLE_SHORTCUT = '#superadmin';
const DEMO_SHORTCUT = '#demo';

function currentHash(): string {
  return window.location.hash.toLowerCase();
}

/** Drops the hash, so that a reload or a second run does not repeat the shortcut. */
function dropHash(path = window.location.pathname + window.location.search): void {
  window.history.replaceState(window.history.state, '', path);
}

/**
 * Rewrites a page shortcut into its URL before the router starts, so that the gate's first
 * redirect already sees the right page.
 */
export function applyPageShortcutBeforeRender(): void {
  if (currentHash() === CONSOLE_SHORTCUT) {
    // The console is another page: replace this one rather than render the app first.
    window.location.replace(CONSOLE_URL);
    return;
  }
  const target = PAGE_SHORTCUTS[currentHash()];
  if (target) dropHash(target);
}

/** Handles `#demo` at start and every shortcut typed while the app runs. */
export function HashShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: startDemo } = useDemoLogin();

  useEffect(() => {
    function handle() {
      const hash = currentHash();
      if (hash === CONSOLE_SHORTCUT) {
        dropHash();
        window.location.assign(CONSOLE_URL);
        return;
      }
      const target = PAGE_SHORTCUTS[hash];
      if (target) {
        dropHash();
        navigate(target);
        return;
      }
      if (hash !== DEMO_SHORTCUT) return;
      dropHash();
      notifyInfo({ message: t('auth.demoSigningIn') });
      startDemo(undefined, {
        onSuccess: (answer) => {
          queryClient.setQueryData(queryKeys.me, answer.user);
          startSession(answer.access_token, answer.user);
          navigate('/dashboard');
        },
        onError: (error) =>
          notifyError({ title: t('auth.demoFailed'), message: describeError(error, t) }),
      });
    }
    handle();
    window.addEventListener('hashchange', handle);
    return () => window.removeEventListener('hashchange', handle);
  }, [navigate, queryClient, startDemo, t]);

  return null;
}
