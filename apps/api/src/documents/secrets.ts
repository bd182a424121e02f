import { PLATFORM_SECRET_KEYS, type SecretEntryDto } from '@tontine/contracts';
import type { AppConfig } from '../config/app-config.js';

const HIDDEN = '••••••••';

/**
 * The secrets of the server's environment as the console may see them: whether each is set,
 * and for an address its scheme, host and database, the password hidden. The values themselves
 * never leave the process.
 */
export function maskedSecrets(config: AppConfig, env = process.env): SecretEntryDto[] {
  const values: Record<(typeof PLATFORM_SECRET_KEYS)[number], string | undefined> = {
    DATABASE_URL: config.database.driver === 'mysql' ? config.database.url : undefined,
    JWT_SECRET: config.jwtSecret,
    SECRETS_KEY: config.secretsKey.length ? 'set' : undefined,
    SMTP_URL: config.smtpUrl,
    REDIS_URL: config.redisUrl,
    WALLET_MASTER_KEY: env.WALLET_MASTER_KEY || undefined,
  };
  return PLATFORM_SECRET_KEYS.map((key) => ({ key, masked: mask(values[key]) }));
}

function mask(value: string | undefined): string | null {
  if (!value) return null;
  if (/^[a-z][a-z0-9+]*:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      const user = url.username ? `${decodeURIComponent(url.username)}:${HIDDEN}@` : '';
      return `${url.protocol}//${user}${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    } catch {
      return HIDDEN;
    }
  }
  return HIDDEN;
}

/** Whether a key someone tries to set names one of the secrets (in any case). */
export function isSecretKey(key: string): boolean {
  const upper = key.toUpperCase();
  return (PLATFORM_SECRET_KEYS as readonly string[]).includes(upper);
}
