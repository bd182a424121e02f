import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQueryOptions, useMe } from '../../api/get-me';
import { FullPageLoader } from '../../components/full-page-loader';
import { useMaintenanceStatus } from '../../features/maintenance';
import { updateSessionUser, useSession } from '../../lib/session';
import { lazyPage } from '../lazy-page';
import { resolveGate } from './resolve-gate';

// Rare screens: loaded when shown, not in the entry every visitor downloads.
const UserLoadError = lazyPage(() => import('./user-load-error'), 'UserLoadError');
const MaintenancePage = lazyPage(
  () => import('../../features/maintenance/pages'),
  'MaintenancePage',
);
const TwoFactorRequiredPage = lazyPage(
  () => import('../../features/settings/pages'),
  'TwoFactorRequiredPage',
);

/** Layout route of every gated page: loads the user and the maintenance status, then decides. */
export function AppGate() {
  const location = useLocation();
  const session = useSession();
  const me = useMe(session !== null);
  const maintenance = useMaintenanceStatus();
  const enrolment = useRequiredEnrolment(session?.user?.two_factor_setup_required === true);

  // Only what the server answered on this page load: a copy restored from the offline store is
  // older than the session's user, which holds what this person changed since (their language).
  const fresh = me.isFetchedAfterMount ? me.data : undefined;
  useEffect(() => {
    if (fresh) updateSessionUser(fresh);
  }, [fresh]);

  if (session && !session.user && me.isError) {
    return <UserLoadError error={me.error} onRetry={() => void me.refetch()} />;
  }

  const decision = resolveGate({
    path: location.pathname,
    signedIn: session !== null,
    user: session?.user ?? null,
    // A failed status check is only logged: the app stays usable.
    maintenance: maintenance.data
      ? maintenance.data.enabled
        ? 'on'
        : 'off'
      : maintenance.isPending
        ? 'loading'
        : 'off',
    enrolling: enrolment.holding,
  });

  switch (decision.screen) {
    case 'loading':
      return <FullPageLoader />;
    case 'maintenance':
      return <MaintenancePage status={maintenance.data} />;
    case 'twoFactorSetup':
      return session?.user ? (
        <TwoFactorRequiredPage user={session.user} onDone={enrolment.finish} />
      ) : null;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'page':
      return <Outlet />;
  }
}

/**
 * Holds the required enrolment on screen from the moment it shows until its recovery codes are
 * kept: the server turns two-factor on before the codes are shown, and a refreshed user (the
 * network coming back on a phone) must not open the app over codes that are shown only once.
 */
function useRequiredEnrolment(required: boolean) {
  const queryClient = useQueryClient();
  const [holding, setHolding] = useState(false);
  if (required && !holding) setHolding(true);

  async function finish() {
    try {
      updateSessionUser(await queryClient.fetchQuery({ ...meQueryOptions(true), staleTime: 0 }));
    } catch {
      // The gate asks again on its next load of the user.
    }
    setHolding(false);
  }

  return { holding, finish: () => void finish() };
}
