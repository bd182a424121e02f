/** The maintenance status's query, which the entry asks for before React renders the gate. */
export { maintenanceStatusQueryOptions } from './api/get-maintenance-status';
