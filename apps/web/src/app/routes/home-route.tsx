import { useNavigate } from 'react-router';
import { MemberDashboard, SuperAdminHome } from '../../features/dashboard';
import { MaintenanceAdminPanel } from '../../features/maintenance';
import { SettingsModal } from '../../features/settings';
import { useSession } from '../../lib/session';
import { MemberShell } from '../shell/member-shell';
import { memberHomeSections } from './member-home-sections';

/**
 * `/dashboard` and `/settings`: the home of the user's role, with the settings modal open over
 * it on `/settings` so that the modal has its own URL.
 */
export function HomeRoute({ settingsOpen = false }: { settingsOpen?: boolean }) {
  const navigate = useNavigate();
  const user = useSession()?.user;
  if (!user) return null;

  const superAdmin = user.role === 'super_admin';
  const settings = (
    <SettingsModal
      opened={settingsOpen}
      onClose={() => navigate('/dashboard')}
      email={user.email}
      administration={superAdmin ? <MaintenanceAdminPanel /> : undefined}
    />
  );

  if (superAdmin) {
    return (
      <>
        <SuperAdminHome user={user} administration={<MaintenanceAdminPanel />} />
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
