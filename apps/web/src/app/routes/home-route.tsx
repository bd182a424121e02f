import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { MemberDashboard, SuperAdminHome } from '../../features/dashboard';
import { MaintenanceAdminPanel } from '../../features/maintenance';
import { useSession } from '../../lib/session';
import { lazyPage } from '../lazy-page';
import { MemberShell } from '../shell/member-shell';
import { memberHomeSections } from './member-home-sections';

// The modal and its tabs (two-factor enrolment, forms) are no part of the first screen: their
// code is fetched when it first opens, then kept mounted for its closing transition.
const SettingsModal = lazyPage(() => import('../../features/settings/pages'), 'SettingsModal');

/**
 * `/dashboard` and `/settings`: the home of the user's role, with the settings modal open over
 * it on `/settings` so that the modal has its own URL.
 */
export function HomeRoute({ settingsOpen = false }: { settingsOpen?: boolean }) {
  const navigate = useNavigate();
  const user = useSession()?.user;
  const [settingsShown, setSettingsShown] = useState(settingsOpen);
  if (settingsOpen && !settingsShown) setSettingsShown(true);
  if (!user) return null;

  const superAdmin = user.role === 'super_admin';
  const support = user.role === 'support';
  const settings = settingsShown && (
    // No fallback: the page stays as it is until the modal can open over it.
    <Suspense fallback={null}>
      <SettingsModal
        opened={settingsOpen}
        onClose={() => navigate('/dashboard')}
        email={user.email}
        administration={superAdmin ? <MaintenanceAdminPanel /> : undefined}
      />
    </Suspense>
  );

  if (superAdmin || support) {
    return (
      <>
        <SuperAdminHome
          user={user}
          administration={superAdmin ? <MaintenanceAdminPanel /> : undefined}
        />
        {settings}
      </>
    );
  }
  return (
    <MemberShell user={user}>
      {/* The bell is the shell's, in the top bar: the page header carries none (one bell). */}
      <MemberDashboard user={user} sections={memberHomeSections(user)} />
      {settings}
    </MemberShell>
  );
}
