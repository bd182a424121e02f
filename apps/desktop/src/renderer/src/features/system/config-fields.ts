import { BLOCKCHAIN_NETWORKS, ENVIRONMENTS, type SystemConfig } from '@tontine/contracts';

export type ConfigFieldKind = 'text' | 'url' | 'number' | 'switch' | 'select';

export interface ConfigField {
  key: keyof SystemConfig;
  kind: ConfigFieldKind;
  options?: readonly string[];
}

/** The system configuration of 001 §3, in the order the tab shows it. */
export const CONFIG_FIELDS: ConfigField[] = [
  { key: 'app_name', kind: 'text' },
  { key: 'app_version', kind: 'text' },
  { key: 'backend_url', kind: 'url' },
  { key: 'environment', kind: 'select', options: ENVIRONMENTS },
  { key: 'session_expiry_hours', kind: 'number' },
  { key: 'db_max_connections', kind: 'number' },
  { key: 'blockchain_network', kind: 'select', options: BLOCKCHAIN_NETWORKS },
  { key: 'two_factor_required', kind: 'switch' },
  { key: 'maintenance_mode', kind: 'switch' },
  { key: 'auto_backup_enabled', kind: 'switch' },
  { key: 'crypto_payments_enabled', kind: 'switch' },
];
