import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WalletNetwork } from '@tontine/contracts';
import { envSchema, type CryptoNetworkEnv, type Env } from './config.schema.js';

export type DatabaseConfig =
  { driver: 'mysql'; url: string; name: string } | { driver: 'sqlite'; file: string };

export interface ReplicaConfig {
  url: string;
  maxLagSeconds: number;
  checkIntervalMs: number;
}

export type StorageConfig =
  | { kind: 'folders' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      prefix: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  database: DatabaseConfig;
  /** A replica that read-only screens may read from (MySQL/MariaDB only). */
  replica: ReplicaConfig | undefined;
  jwtSecret: string;
  /** 32 bytes that encrypt secrets kept at rest (two-factor seeds). */
  secretsKey: Buffer;
  /** Super admins must sign in with a second factor (on by default in production). */
  twoFactorRequiredForSuperAdmins: boolean;
  sessionExpiryHours: number;
  superadminEmails: string[];
  demoMode: boolean;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** The proxies whose X-Forwarded-For names the client (nginx in front of the instances). */
  trustProxy: string[];
  /** On SIGTERM, the most the requests under way are waited for (docs/deployment.md). */
  drainTimeoutMs: number;
  publicUrl: string;
  dataDir: string;
  uploadDir: string;
  webDist: string | undefined;
  /** The built operator console, served at /console (absent when it is not built). */
  consoleDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  loginLimits: { perAccount: number; perIp: number; blockMinutes: number };
  /** How often the payment-reminder job runs; 0 turns it off. */
  reminderIntervalSeconds: number;
  /** How often the late-fines job runs; 0 turns it off. */
  finesIntervalSeconds: number;
  /** How long a super admin's all-groups statistics are reused (0: computed every time). */
  platformStatsCacheSeconds: number;
  /**
   * How long a caller or a listing page may be kept while nothing is seen writing its tables
   * (the bound for writes that bypass the API); 0 turns these read caches off.
   */
  readCacheSeconds: number;
  /** 32 bytes sealing the wallet master seed; undefined: wallets cannot be created. */
  walletMasterKey: Buffer | undefined;
  /** The configured EVM networks; a network missing here is unavailable. */
  cryptoNetworks: Partial<Record<WalletNetwork, CryptoNetworkEnv>>;
  cryptoRpcTimeoutMs: number;
  /** The deposit scan: how often the job runs (0: off), and the sizes of one getLogs call. */
  cryptoScan: { intervalMs: number; blockChunk: number; addressChunk: number };
  /** How often the job re-checks pending crypto payments and sends; 0 turns it off. */
  cryptoCheckIntervalMs: number;
  /** Safaricom's Daraja API; undefined: M-Pesa is unavailable. */
  mpesa: MpesaConfig | undefined;
  sms: SmsConfig | undefined;
  /** The secret of the SMS gateway's callback URLs (`/api/sms/callbacks/<secret>/…`). */
  smsCallbackSecret: string;
  /** Tests only: where to write the list of served routes at start (see route-manifest.ts). */
  routeManifestFile: string | undefined;
  /** Where the console's database backups are written (default: <DATA_DIR>/backups). */
  backupDir: string;
  /** Where the uploaded files and the backups live (storage/file-store.ts). */
  storage: StorageConfig;
  /** The command the console's "deploy" runs (a shell command line); unset: 501. */
  deployCommand: string | undefined;
  deployTimeoutSeconds: number;
  /** How often the daily backup checks whether one is due (config auto_backup_enabled); 0: never. */
  autoBackupCheckSeconds: number;
  /** The API runs under the supervisor of `npm start`, which starts it again after a restart. */
  supervised: boolean;
  /** Whether the demo seed leaves the ads on (content setting ads_enabled). */
  demoAdsEnabled: boolean;
}

/** What the API needs to collect and pay out through M-Pesa (docs/mpesa.md). */
export interface MpesaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  initiatorName: string;
  securityCredential: string;
  /** Undefined: payouts to M-Pesa are unavailable. */
  b2cShortcode: string | undefined;
  /** The callback URLs' common start, secret included: `<base>/api/mpesa/callbacks/<secret>`. */
  callbackBaseUrl: string;
  callbackSecret: string;
  /**
   * The paybill URLs' secret, in hexadecimal: Safaricom refuses to register a C2B URL holding
   * certain words (mpesa, sql, exe, cmd, query…), which letters a-f and digits never spell.
   */
  paybillSecret: string;
  /** Undefined: any address that knows the secret. */
  callbackAllowedIps: string[] | undefined;
  checkIntervalMs: number;
  timeoutMs: number;
}

/** Africa's Talking's SMS API (docs/reminders.md). */
export interface SmsConfig {
  provider: 'africastalking';
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Undefined: the account's default sender. */
  senderId: string | undefined;
  timeoutMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Thrown for a configuration the process cannot start with; main prints one line and exits. */
export class ConfigError extends Error {}

const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // A field inside a JSON variable (CRYPTO_NETWORKS) is named after the variable.
    const [name, ...inside] = issue.path.map(String);
    const field = inside.some((p) => !/^\d+$/.test(p)) ? `${inside.join('.')}: ` : '';
    throw new ConfigError(`Invalid configuration: ${name}: ${field}${issue.message}`);
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : join(repoRoot, env.DATA_DIR);
  const database = parseDatabaseUrl(env.DATABASE_URL, dataDir);
  if (env.DATABASE_REPLICA_URL && database.driver !== 'mysql')
    throw new ConfigError(
      'Invalid configuration: DATABASE_REPLICA_URL: a replica needs DATABASE_URL on MySQL/MariaDB',
    );
  // In this order, so that production names the first secret it lacks.
  const jwtSecret = env.JWT_SECRET ?? localSecret('JWT_SECRET', env.NODE_ENV, dataDir);
  const secretsKey = Buffer.from(
    env.SECRETS_KEY ?? localSecret('SECRETS_KEY', env.NODE_ENV, dataDir),
    'hex',
  );
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: listenHost(env),
    database,
    replica: env.DATABASE_REPLICA_URL
      ? {
          url: env.DATABASE_REPLICA_URL,
          maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS,
          checkIntervalMs: env.REPLICA_CHECK_INTERVAL_MS,
        }
      : undefined,
    jwtSecret,
    secretsKey,
    twoFactorRequiredForSuperAdmins:
      env.TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS ?? env.NODE_ENV === 'production',
    sessionExpiryHours: env.SESSION_EXPIRY_HOURS,
    superadminEmails: env.SUPERADMIN_EMAILS,
    demoMode: env.DEMO_MODE ?? database.driver === 'sqlite',
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    drainTimeoutMs: env.DRAIN_TIMEOUT_MS,
    publicUrl,
    dataDir,
    uploadDir: join(dataDir, 'uploads'),
    webDist: env.WEB_DIST ?? defaultWebDist(),
    consoleDist: env.CONSOLE_DIST ?? builtDir('apps/desktop/out/renderer'),
    logLevel: env.LOG_LEVEL,
    loginLimits: {
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      blockMinutes: env.LOGIN_BLOCK_MINUTES,
    },
    reminderIntervalSeconds: env.REMINDER_INTERVAL_SECONDS,
    finesIntervalSeconds: env.FINES_INTERVAL_SECONDS,
    platformStatsCacheSeconds: env.PLATFORM_STATS_CACHE_SECONDS,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    walletMasterKey: env.WALLET_MASTER_KEY ? Buffer.from(env.WALLET_MASTER_KEY, 'hex') : undefined,
    cryptoNetworks: env.CRYPTO_NETWORKS,
    cryptoRpcTimeoutMs: env.CRYPTO_RPC_TIMEOUT_MS,
    cryptoScan: {
      intervalMs: env.CRYPTO_SCAN_INTERVAL_MS,
      blockChunk: env.CRYPTO_SCAN_BLOCK_CHUNK,
      addressChunk: env.CRYPTO_SCAN_ADDRESS_CHUNK,
    },
    cryptoCheckIntervalMs: env.CRYPTO_CHECK_INTERVAL_MS,
    mpesa: mpesaConfig(env, secretsKey, publicUrl),
    sms: smsConfig(env),
    // The gateway signs nothing: the unguessable path is what tells its calls from others.
    smsCallbackSecret:
      env.SMS_CALLBACK_SECRET ??
      createHmac('sha256', secretsKey).update('sms-callbacks').digest('base64url'),
    routeManifestFile: env.ROUTE_MANIFEST_FILE,
    backupDir: env.BACKUP_DIR
      ? isAbsolute(env.BACKUP_DIR)
        ? env.BACKUP_DIR
        : join(repoRoot, env.BACKUP_DIR)
      : join(dataDir, 'backups'),
    storage: storageConfig(env),
    deployCommand: env.DEPLOY_COMMAND,
    deployTimeoutSeconds: env.DEPLOY_TIMEOUT_SECONDS,
    autoBackupCheckSeconds: env.AUTO_BACKUP_CHECK_SECONDS,
    supervised: env.TONTINE_SUPERVISOR === 'start.mjs',
    demoAdsEnabled: env.DEMO_ADS_ENABLED,
  };
}

/**
 * The address to listen on. The demo accounts' passwords are printed at start and written in
 * the README, a super admin's among them: while they are seeded, the server answers this
 * machine only unless HOST says otherwise. Without them it listens on every interface, as a
 * server behind a reverse proxy or in a container must.
 */
export function listenHost(env: Pick<Env, 'HOST' | 'SEED_DEMO'>): string {
  return env.HOST ?? (env.SEED_DEMO ? '127.0.0.1' : '0.0.0.0');
}

/** What a collection needs; a deployment that sets one of them must set them all. */
const MPESA_REQUIRED = [
  'MPESA_BASE_URL',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

function smsConfig(env: Env): SmsConfig | undefined {
  if (!env.SMS_PROVIDER) return undefined;
  const missing = (['AT_USERNAME', 'AT_API_KEY'] as const).find((name) => !env[name]);
  if (missing)
    throw new ConfigError(
      `Invalid configuration: ${missing}: required to send SMS through Africa's Talking (SMS_PROVIDER is set)`,
    );
  return {
    provider: env.SMS_PROVIDER,
    baseUrl: env.AT_BASE_URL.replace(/\/+$/, ''),
    username: env.AT_USERNAME!,
    apiKey: env.AT_API_KEY!,
    senderId: env.AT_SENDER_ID,
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
}

function mpesaConfig(env: Env, secretsKey: Buffer, publicUrl: string): MpesaConfig | undefined {
  const set = MPESA_REQUIRED.filter((name) => env[name] !== undefined);
  if (set.length === 0 && env.MPESA_B2C_SHORTCODE === undefined) return undefined;
  const missing = MPESA_REQUIRED.find((name) => env[name] === undefined);
  if (missing)
    throw new ConfigError(
      `Invalid configuration: ${missing}: required to use M-Pesa (${set.length ? set.join(', ') : 'MPESA_B2C_SHORTCODE'} ${set.length > 1 ? 'are' : 'is'} set)`,
    );
  // Daraja signs nothing: the unguessable path is what tells Safaricom's calls from others.
  const callbackSecret =
    env.MPESA_CALLBACK_SECRET ??
    createHmac('sha256', secretsKey).update('mpesa-callbacks').digest('base64url');
  return {
    baseUrl: env.MPESA_BASE_URL!.replace(/\/+$/, ''),
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    passkey: env.MPESA_PASSKEY!,
    initiatorName: env.MPESA_INITIATOR_NAME!,
    securityCredential: env.MPESA_SECURITY_CREDENTIAL!,
    b2cShortcode: env.MPESA_B2C_SHORTCODE,
    // This server's public address unless Safaricom must reach it through another one.
    callbackBaseUrl: (env.MPESA_CALLBACK_BASE_URL ?? publicUrl).replace(/\/+$/, ''),
    callbackSecret,
    paybillSecret: createHmac('sha256', callbackSecret)
      .update('paybill')
      .digest('hex')
      .slice(0, 40),
    callbackAllowedIps: env.MPESA_CALLBACK_ALLOWED_IPS,
    checkIntervalMs: env.MPESA_CHECK_INTERVAL_MS,
    timeoutMs: env.MPESA_TIMEOUT_MS,
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { driver: 'sqlite', file: join(dataDir, 'tontine.sqlite') };
  if (url.startsWith('sqlite://')) {
    const path = url.slice('sqlite://'.length);
    return { driver: 'sqlite', file: isAbsolute(path) ? path : join(repoRoot, path) };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('Invalid configuration: DATABASE_URL: not a valid URL');
  }
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name)
    throw new ConfigError('Invalid configuration: DATABASE_URL: the database name is missing');
  return { driver: 'mysql', url, name };
}

const LOCAL_SECRETS = {
  JWT_SECRET: { file: 'jwt-secret', make: () => randomBytes(48).toString('base64url') },
  SECRETS_KEY: { file: 'secrets-key', make: () => randomBytes(32).toString('hex') },
} as const;

/** Outside production a missing secret is generated once and kept beside the data. */
function localSecret(
  name: keyof typeof LOCAL_SECRETS,
  nodeEnv: Env['NODE_ENV'],
  dataDir: string,
): string {
  if (nodeEnv === 'production') {
    throw new ConfigError(`Invalid configuration: ${name}: required in production`);
  }
  const file = join(dataDir, LOCAL_SECRETS[name].file);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = LOCAL_SECRETS[name].make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function defaultWebDist(): string | undefined {
  return builtDir('apps/web/dist');
}

/** A built single-page app of the repository, when its index.html exists. */
function builtDir(path: string): string | undefined {
  const dist = join(repoRoot, path);
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

function storageConfig(env: Env): StorageConfig {
  if (!env.STORAGE_S3_BUCKET) return { kind: 'folders' };
  const id = env.STORAGE_S3_ACCESS_KEY_ID;
  const secret = env.STORAGE_S3_SECRET_ACCESS_KEY;
  if (Boolean(id) !== Boolean(secret))
    throw new ConfigError(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are set together, or neither',
    );
  return {
    kind: 's3',
    bucket: env.STORAGE_S3_BUCKET,
    endpoint: env.STORAGE_S3_ENDPOINT,
    region: env.STORAGE_S3_REGION,
    prefix: env.STORAGE_S3_PREFIX,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
  };
}
