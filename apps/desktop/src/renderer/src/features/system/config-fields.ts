import { type FixedConfigKey, type SystemConfig } from '@tontine/contracts';

export type ConfigFieldKind = 'text' | 'url' | 'number' | 'switch' | 'select';

export interface ConfigField {
  key: keyof SystemConfig;
  kind: ConfigFieldKind;
  options?: readonly string[];
}

/**
 * The settings of the system configuration that take effect when applied, in the order
 * the tab shows them. The others (FIXED_CONFIG_KEYS: name, version, address, environment, pool,
 * network) are fixed by the application or the server's environment: not offered.
 */
export const CONFIG_FIELDS: (ConfigField & { key: Exclude<keyof SystemConfig, FixedConfigKey> })[] =
  [
    { key: 'session_expiry_hours', kind: 'number' },
    { key: 'two_factor_required', kind: 'switch' },
    { key: 'maintenance_mode', kind: 'switch' },
    { key: 'auto_backup_enabled', kind: 'switch' },
    { key: 'crypto_payments_enabled', kind: 'switch' },
  ];
