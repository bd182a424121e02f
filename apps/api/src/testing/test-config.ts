import { type AppConfig, loadConfig } from '../config/app-config.js';

/**
 * The API's configuration for a service test, built by the same `loadConfig` the API starts
 * with: the embedded SQLite database in `dataDir`, fixed secrets (so nothing is written beside
 * the data), no Redis, no SMTP, no reminder timer, and a log that stays quiet.
 */
export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'service-tests-jwt-secret-of-forty-characters',
    SECRETS_KEY: '0'.repeat(64),
    LOG_LEVEL: 'silent',
    REMINDER_INTERVAL_SECONDS: '0',
    FINES_INTERVAL_SECONDS: '0',
    CRYPTO_SCAN_INTERVAL_MS: '0',
    PLATFORM_STATS_CACHE_SECONDS: '0',
    ...env,
  });
}
