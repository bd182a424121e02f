import { useEffect } from 'react';
import { useIdle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_MAINTENANCE_ESTIMATE,
  DEFAULT_MAINTENANCE_MESSAGE,
  isOperatorRole,
  toUiLanguage,
  type MaintenanceStatus,
} from '@tontine/contracts';
import { useNotificationStream } from '../features/notifications';
import { useApplySettings, useSettings } from '../features/settings';
import { onApiEvent } from '../lib/api-events';
import { setInterfaceLanguage } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { signOut, signOutReasonFor } from '../lib/sign-out';

/**
 * A refused token ends the session, with a notice that says whether it expired, was ended
 * elsewhere or the account was suspended; a 503 MAINTENANCE shows the maintenance page without
 * waiting for the poll.
 */
function useApiEventHandlers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offUnauthorized = onApiEvent('unauthorized', ({ code }) => {
      void signOut(signOutReasonFor(code));
    });
    const offMaintenance = onApiEvent('maintenance', ({ detail }) => {
      queryClient.setQueryData<MaintenanceStatus>(queryKeys.maintenanceStatus, (previous) => ({
        enabled: true,
        message: previous?.message ?? (detail || DEFAULT_MAINTENANCE_MESSAGE),
        estimated_time: previous?.estimated_time ?? DEFAULT_MAINTENANCE_ESTIMATE,
        contact_email: previous?.contact_email ?? null,
        updated_at: previous?.updated_at ?? new Date().toISOString(),
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceStatus });
    });
    return () => {
      offUnauthorized();
      offMaintenance();
    };
  }, [queryClient]);
}

/** Signs out after the chosen minutes without keyboard, mouse, touch or scroll activity. */
function useIdleSignOut(signedIn: boolean): void {
  const { session_timeout } = usePreferences();
  const idle = useIdle(session_timeout * 60_000, { initialState: false });
  useEffect(() => {
    if (signedIn && idle) void signOut('idle');
  }, [idle, signedIn]);
}

/** What holds while someone is signed in: their language, their settings, the idle sign-out. */
export function useSessionEffects(): void {
  const session = useSession();
  const signedIn = session !== null;
  const userLanguage = session?.user?.language;

  useApiEventHandlers();
  useIdleSignOut(signedIn);

  useEffect(() => {
    if (userLanguage) void setInterfaceLanguage(toUiLanguage(userLanguage));
  }, [userLanguage]);

  // An enrolment-only session may open nothing else: the live channel and the settings wait
  // for two-factor sign-in.
  const fullSession = session?.user != null && !session.user.two_factor_setup_required;

  // One live channel per signed-in session; it closes when the token goes (sign-out).
  // Operators get no member notifications (the server refuses support staff the stream).
  useNotificationStream(
    fullSession && !isOperatorRole(session.user?.role ?? 'member') ? session.token : null,
  );

  const settings = useSettings(fullSession);
  useApplySettings(settings.data);
}
