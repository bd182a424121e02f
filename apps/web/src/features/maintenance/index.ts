/** The maintenance feature's public face: its page, its status and the super admin's switch. */
export { useMaintenanceStatus } from './api/get-maintenance-status';
export { MaintenanceAdminPanel } from './components/maintenance-admin-panel';
export { MaintenancePage } from './components/maintenance-page';
