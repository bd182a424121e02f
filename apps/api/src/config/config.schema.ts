import { WALLET_NETWORKS } from '@tontine/contracts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Values separated by commas, trimmed, empty ones left out, each checked by `item`. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const emailList = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(commaList(z.email()));

const urlList = commaList(z.url());

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x… address of 40 hex digits');

const tokenConfig = z.strictObject({
  address: evmAddress,
  decimals: z.number().int().min(0).max(36),
});

/** One EVM network the custodial wallets live on (see docs/crypto.md). */
const networkConfig = z.strictObject({
  rpcUrl: z.url().regex(/^https?:\/\//, 'must be an http(s):// JSON-RPC URL'),
  usdt: tokenConfig,
  usdc: tokenConfig,
  confirmations: z.number().int().min(1).max(1000),
  treasury: evmAddress,
  explorerUrl: z.url(),
});
export type CryptoNetworkEnv = z.output<typeof networkConfig>;

/** CRYPTO_NETWORKS: a JSON object keyed by network; a network left out is unavailable. */
const cryptoNetworks = z
  .string()
  .transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(z.enum(WALLET_NETWORKS, { error: 'unknown network' }), networkConfig, {
      error: 'must be a JSON object keyed by polygon, ethereum or bsc',
    }),
  );

/** The process environment the API accepts; anything invalid stops the start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 while the demo accounts are seeded, every interface otherwise (app-config.ts). */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(
      /^(mysql|mariadb|sqlite):\/\/.+/,
      'must be mysql://user:pass@host:3306/db or sqlite://path',
    )
    .optional(),
  /**
   * A MariaDB replica of DATABASE_URL's database (GTID replication) that read-only screens may
   * read from; its user needs SELECT and SLAVE MONITOR (docs/deployment.md).
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^(mysql|mariadb):\/\/.+\/.+/, 'must be mysql://user:pass@host:3306/db')
    .optional(),
  /** A replica further behind than this is skipped until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** How often each instance asks the replica whether it replicates and how far behind. */
  REPLICA_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS: bool.optional(),
  SESSION_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  SUPERADMIN_EMAILS: emailList.default([]),
  DEMO_MODE: bool.optional(),
  SEED_DEMO: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tontine <no-reply@tontine.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be redis://host:port')
    .optional(),
  CORS_ORIGINS: urlList.default([]),
  /**
   * The proxies in front of the API (nginx), as addresses or CIDR ranges separated by commas:
   * a request from one of them is taken to come from the client its X-Forwarded-For names.
   */
  /**
   * On SIGTERM, how long the requests under way may take to finish before the instance closes
   * anyway; below the supervisor's own grace (systemd and Kubernetes kill after 30 s).
   */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  TRUST_PROXY: commaList(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).default([]),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST: z.string().min(1).optional(),
  /** The built operator console (apps/desktop/out/renderer), served at /console. */
  CONSOLE_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_BLOCK_MINUTES: z.coerce.number().int().positive().default(15),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),
  FINES_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),
  PLATFORM_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).default(15),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Encrypts the platform's wallet master seed; without it no wallet can be created. */
  WALLET_MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  CRYPTO_NETWORKS: cryptoNetworks.default({}),
  /** How long a JSON-RPC call may take before the crypto service counts as unavailable. */
  CRYPTO_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** How often the deposit scan reads the tokens' Transfer logs; 0 turns the job off. */
  CRYPTO_SCAN_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** Blocks per getLogs call of the deposit scan (RPC providers cap the range; docs/crypto.md). */
  CRYPTO_SCAN_BLOCK_CHUNK: z.coerce.number().int().min(1).max(100_000).default(2000),
  /** Wallet addresses per getLogs call of the deposit scan (the `to` topic's OR list). */
  CRYPTO_SCAN_ADDRESS_CHUNK: z.coerce.number().int().min(1).max(1000).default(100),
  /** How often pending crypto payments and sends are checked on chain; 0 turns the job off. */
  CRYPTO_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Safaricom's Daraja API (docs/mpesa.md): the sandbox or production base URL and the app's
   * credentials. With none set, M-Pesa is "temporarily unavailable"; app-config.ts checks that
   * a deployment setting some sets all those a collection needs.
   */
  MPESA_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  /** The paybill that collects (BusinessShortCode of the pushes, PartyA of status queries). */
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a shortcode of 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  /** The shortcode that pays out (B2C); unset: payouts to M-Pesa are unavailable. */
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a shortcode of 5 to 7 digits')
    .optional(),
  MPESA_INITIATOR_NAME: z.string().min(1).optional(),
  /** The initiator's password encrypted with Safaricom's certificate, as the portal gives it. */
  MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  /** The public https address Safaricom calls back; default: PUBLIC_URL. */
  MPESA_CALLBACK_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  /** The secret part of the callback URLs; default: derived from SECRETS_KEY. */
  MPESA_CALLBACK_SECRET: z
    .string()
    .regex(/^[\w-]{32,128}$/, 'must be 32 to 128 letters, digits, _ or -')
    .optional(),
  /** Addresses allowed to call the callbacks (Safaricom's); unset: any address with the secret. */
  MPESA_CALLBACK_ALLOWED_IPS: commaList(z.union([z.ipv4(), z.ipv6()])).optional(),
  /** How often pushes and payouts left unanswered are queried at Daraja; 0 turns the job off. */
  MPESA_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long one Daraja call may take before M-Pesa counts as not answering. */
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The SMS gateway reminders go through (docs/reminders.md); unset: no SMS, and the settings
   * say so. `africastalking` needs AT_USERNAME and AT_API_KEY.
   */
  SMS_PROVIDER: z.enum(['africastalking']).optional(),
  /** Africa's Talking: the production or sandbox API's address. */
  AT_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .default('https://api.africastalking.com'),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  /** The registered alphanumeric sender id or shortcode; unset: the account's default. */
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  /** The secret part of the delivery-report and opt-out URLs; default: derived from SECRETS_KEY. */
  SMS_CALLBACK_SECRET: z
    .string()
    .regex(/^[\w-]{32,128}$/, 'must be 32 to 128 letters, digits, _ or -')
    .optional(),
  /** How long one call to the SMS gateway may take before it counts as failed. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  ROUTE_MANIFEST_FILE: z.string().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * An S3-compatible bucket for the uploaded files and the backups, read by every instance;
   * unset, they are in folders under DATA_DIR (a folder every instance mounts).
   */
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Another store than AWS's (MinIO, Ceph, a provider's): its address, with path-style keys. */
  STORAGE_S3_ENDPOINT: z.url().optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Put before every key, to share a bucket: `tontine/` for example. */
  STORAGE_S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'must be empty or end with /')
    .default(''),
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, the machine's role). */
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DEPLOY_COMMAND: z.string().min(1).optional(),
  AUTO_BACKUP_CHECK_SECONDS: z.coerce.number().int().min(0).default(3600),
  DEPLOY_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
  /** Set by scripts/start.mjs for the API process it supervises; nobody sets it by hand. */
  TONTINE_SUPERVISOR: z.string().min(1).optional(),
  /** The demo seed's content setting ads_enabled (the e2e server seeds the ads switched off). */
  DEMO_ADS_ENABLED: bool.default(true),
});

export type Env = z.output<typeof envSchema>;
