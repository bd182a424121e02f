/** The maintenance feature's public face: its status and the super admin's switch (its page: pages.ts). */
export { useMaintenanceStatus } from './api/get-maintenance-status';
export { MaintenanceAdminPanel } from './components/maintenance-admin-panel';
