/** The dashboard feature's public face: the member's and the super admin's homes. */
export { MemberDashboard } from './components/member-dashboard';
export { SuperAdminHome } from './components/super-admin-home';
export type { DashboardSection } from './components/dashboard-sections';
