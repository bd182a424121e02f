import type { MaintenanceStatus } from '@tontine/contracts';
import type { MaintenanceState } from './maintenance-state.entity.js';

export function toMaintenanceStatus(state: MaintenanceState): MaintenanceStatus {
  return {
    enabled: state.enabled,
    message: state.message,
    estimated_time: state.estimatedTime,
    contact_email: state.contactEmail,
    updated_at: state.updatedAt.toISOString(),
  };
}
