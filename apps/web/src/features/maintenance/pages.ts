/**
 * The maintenance page alone, for the gate's lazy import: the index is also imported statically
 * by the entry (the status), which would keep every component it exports in the entry.
 */
export { MaintenancePage } from './components/maintenance-page';
