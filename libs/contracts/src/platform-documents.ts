import { z } from 'zod';
import { AD_TYPES, REWARD_TYPES } from './ads.js';
import { DEFAULT_MAINTENANCE_MESSAGE } from './constants.js';
import { errorCatalog, type ErrorCode } from './errors.js';

/**
 * The platform's JSON documents, edited by super admins in the console (content and config
 * fields, the code editor): each is one zod schema, validated by the API on every save, and its
 * JSON Schema (z.toJSONSchema) drives the editor's completion and validation. Defaults are the
 * specification's. Secrets never appear in a document: they stay in the server's
 * environment (PLATFORM_SECRET_KEYS) and are shown masked.
 */

const text = (max: number) => z.string().max(max, { error: 'invalidValue' });
/** An http(s) address, or empty for "none". */
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'invalidValue' }),
]);

export const contentSettingsSchema = z
  .strictObject({
    welcome_message: text(2000).default('Bienvenue sur Tontine !'),
    maintenance_message: text(500).default(DEFAULT_MAINTENANCE_MESSAGE),
    terms_of_service: text(50_000).default(''),
    homepage_ad_url: optionalUrl.default(''),
    dashboard_ad_url: optionalUrl.default(''),
    /** Milliseconds between two ads (default 30000). */
    ad_frequency: z
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1000, { error: 'invalidValue' })
      .max(86_400_000, { error: 'invalidValue' })
      .default(30_000),
    ads_enabled: z.boolean({ error: 'invalidValue' }).default(true),
    /** Placeholders: {{username}}. */
    welcome_email_template: text(20_000).default(
      'Bonjour {{username}},\n\nBienvenue sur Tontine !',
    ),
    /** Placeholders: {{username}}, {{amount}}, {{currency}}, {{group_name}}. */
    payment_confirmation_email: text(20_000).default(
      'Bonjour {{username}},\n\nVotre paiement de {{amount}} {{currency}} a été confirmé.',
    ),
    email_notifications_enabled: z.boolean({ error: 'invalidValue' }).default(true),
    sms_notifications_enabled: z.boolean({ error: 'invalidValue' }).default(false),
    push_notifications_enabled: z.boolean({ error: 'invalidValue' }).default(true),
    /** The maintenance page's contact link and social links; empty hides a link. */
    contact_url: optionalUrl.default(''),
    facebook_url: optionalUrl.default(''),
    x_url: optionalUrl.default(''),
    instagram_url: optionalUrl.default(''),
    whatsapp_url: optionalUrl.default(''),
  })
  .meta({ title: 'Content settings' });
export type ContentSettings = z.output<typeof contentSettingsSchema>;

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export const BLOCKCHAIN_NETWORKS = ['ethereum', 'polygon', 'bsc', 'testnet'] as const;

export const systemConfigSchema = z
  .strictObject({
    app_name: text(80).min(1, { error: 'invalidValue' }).default('Tontine'),
    app_version: text(40).min(1, { error: 'invalidValue' }).default('1.0.0'),
    backend_url: optionalUrl.default(''),
    environment: z.enum(ENVIRONMENTS, { error: 'invalidValue' }).default('production'),
    /** Lifetime of a session opened after the change, in hours (default 24). */
    session_expiry_hours: z
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(24 * 30, { error: 'invalidValue' })
      .default(24),
    two_factor_required: z.boolean({ error: 'invalidValue' }).default(false),
    maintenance_mode: z.boolean({ error: 'invalidValue' }).default(false),
    db_max_connections: z
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(500, { error: 'invalidValue' })
      .default(10),
    auto_backup_enabled: z.boolean({ error: 'invalidValue' }).default(false),
    blockchain_network: z.enum(BLOCKCHAIN_NETWORKS, { error: 'invalidValue' }).default('polygon'),
    crypto_payments_enabled: z.boolean({ error: 'invalidValue' }).default(true),
  })
  .meta({ title: 'System config' });
export type SystemConfig = z.output<typeof systemConfigSchema>;

/**
 * Config keys the documents list but nothing in the running platform can honour from a save:
 * the name is written into every translation and e-mail, the version is the build's, the
 * server's address, environment, database pool and chain network are set by its environment
 * when it starts. They stay in the schema (saved versions keep parsing) with their defaults, the
 * console does not offer them, and the API refuses a save that changes one.
 */
export const FIXED_CONFIG_KEYS = [
  'app_name',
  'app_version',
  'backend_url',
  'environment',
  'db_max_connections',
  'blockchain_network',
] as const satisfies readonly (keyof SystemConfig)[];
export type FixedConfigKey = (typeof FIXED_CONFIG_KEYS)[number];
export const isFixedConfigKey = (key: string): key is FixedConfigKey =>
  (FIXED_CONFIG_KEYS as readonly string[]).includes(key);

/** An ad's image: an http(s) address, an image uploaded to the API (`/api/ad-images/<id>`), or none. */
const adImageUrl = z.union([
  optionalUrl,
  z.string().regex(/^\/api\/ad-images\/[0-9a-f-]{36}$/, { error: 'invalidValue' }),
]);

export const adSchema = z.strictObject({
  id: text(40).min(1, { error: 'invalidValue' }),
  type: z.enum(AD_TYPES, { error: 'invalidValue' }),
  title: text(120).min(1, { error: 'invalidValue' }),
  subtitle: text(240).default(''),
  brand: text(80).default(''),
  cta: text(40).default(''),
  image_url: adImageUrl.default(''),
  /** A rewarded video's still, shown before Watch. */
  video_thumbnail_url: adImageUrl.default(''),
  external_url: optionalUrl.default(''),
  /** Rewarded ads: what watching it grants. */
  reward: z.enum(REWARD_TYPES, { error: 'invalidValue' }).nullable().default(null),
  /** Seconds a rewarded or interstitial ad must stay on screen before it can be closed. */
  min_view_seconds: z.number().int().min(0).max(600).default(0),
  /** Seconds the ad is shown. */
  duration: z.number().int().min(1).max(3600).default(15),
  active_from: z.iso.datetime({ offset: true, error: 'invalidValue' }).nullable().default(null),
  active_to: z.iso.datetime({ offset: true, error: 'invalidValue' }).nullable().default(null),
  /** Languages it is shown in; empty: all. */
  languages: z.array(z.enum(['fr', 'en', 'sw'], { error: 'invalidValue' })).default([]),
});

export const adInventorySchema = z
  .strictObject({
    ads: z
      .array(adSchema)
      .max(500, { error: 'invalidValue' })
      .refine((ads) => new Set(ads.map((a) => a.id)).size === ads.length, {
        error: 'invalidValue',
        path: ['ads'],
      })
      // A rewarded ad says what it grants, and only a rewarded ad grants something.
      .refine((ads) => ads.every((a) => (a.type === 'rewarded') === (a.reward !== null)), {
        error: 'invalidValue',
        path: ['ads'],
      })
      .default([]),
  })
  .meta({ title: 'Ad inventory' });
export type AdInventory = z.output<typeof adInventorySchema>;

const emailTemplate = (subject: string, body: string) =>
  z
    .strictObject({
      subject: text(200).min(1, { error: 'invalidValue' }),
      body: text(20_000).min(1, { error: 'invalidValue' }),
    })
    .default({ subject, body });

/** E-mail templates with {{placeholders}}, filled by the server when it sends. */
export const emailTemplatesSchema = z
  .strictObject({
    welcome: emailTemplate(
      'Bienvenue sur Tontine, {{username}}',
      'Bonjour {{username}},\n\nVotre compte Tontine est prêt.',
    ),
    payment_confirmation: emailTemplate(
      'Paiement confirmé : {{amount}} {{currency}}',
      'Bonjour {{username}},\n\nVotre paiement de {{amount}} {{currency}} pour {{group_name}} a été confirmé.',
    ),
  })
  .meta({ title: 'E-mail templates' });
export type EmailTemplates = z.output<typeof emailTemplatesSchema>;

export const PLATFORM_DOCUMENTS = {
  content: contentSettingsSchema,
  config: systemConfigSchema,
  ads: adInventorySchema,
  'email-templates': emailTemplatesSchema,
} as const;
export type PlatformDocumentName = keyof typeof PLATFORM_DOCUMENTS;
export const PLATFORM_DOCUMENT_NAMES = Object.keys(PLATFORM_DOCUMENTS) as PlatformDocumentName[];
export interface PlatformDocumentValues {
  content: ContentSettings;
  config: SystemConfig;
  ads: AdInventory;
  'email-templates': EmailTemplates;
}

export function isPlatformDocumentName(name: string): name is PlatformDocumentName {
  return Object.hasOwn(PLATFORM_DOCUMENTS, name);
}

/** A document's defaults: its schema applied to an empty object. */
export function documentDefaults<N extends PlatformDocumentName>(
  name: N,
): PlatformDocumentValues[N] {
  return PLATFORM_DOCUMENTS[name].parse({}) as PlatformDocumentValues[N];
}

/** The JSON Schema the code editor validates and completes with (what a client sends). */
export function documentJsonSchema(name: PlatformDocumentName): Record<string, unknown> {
  return z.toJSONSchema(PLATFORM_DOCUMENTS[name], { io: 'input', unrepresentable: 'any' });
}

/**
 * Environment settings that are secrets: they are never part of a document, never answered
 * in clear and never settable through the API.
 */
export const PLATFORM_SECRET_KEYS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SECRETS_KEY',
  'SMTP_URL',
  'REDIS_URL',
  'WALLET_MASTER_KEY',
] as const;

// Bodies

/** PUT /api/superadmin/documents/:name. */
export const saveDocumentSchema = z.strictObject({
  value: z.unknown(),
  baseVersion: z.number({ error: 'invalidValue' }).int().min(0, { error: 'invalidValue' }),
});

/** POST /api/superadmin/content/update. */
export const contentUpdateSchema = z.strictObject({
  key: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(80),
  value: z.unknown(),
});

/** POST /api/superadmin/config/update: a config change is a critical action, confirmed. */
export const configUpdateSchema = z.strictObject({
  key: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(80),
  value: z.unknown(),
  /** Checked by the service, so that its absence answers a message that says what to do. */
  confirm: z.boolean({ error: 'invalidValue' }).optional(),
});

// Answers

export const documentSummaryDtoSchema = z.strictObject({
  name: z.enum(
    Object.keys(PLATFORM_DOCUMENTS) as [PlatformDocumentName, ...PlatformDocumentName[]],
  ),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type DocumentSummaryDto = z.output<typeof documentSummaryDtoSchema>;

/** GET /api/superadmin/documents: one per document. */
export const documentSummaryListSchema = z.array(documentSummaryDtoSchema);

/** A document with its value and the JSON Schema the code editor checks it with. */
export const documentDtoSchema = z.strictObject({
  ...documentSummaryDtoSchema.shape,
  value: z.unknown(),
  schema: z.record(z.string(), z.unknown()),
});
/** `V`: the document's value, when the caller knows which document it asked for. */
export type DocumentDto<V = unknown> = Omit<z.output<typeof documentDtoSchema>, 'value'> & {
  value: V;
};

export const documentVersionDtoSchema = z.strictObject({
  version: z.number().int(),
  updated_at: z.string(),
  admin_name: z.string(),
});
export type DocumentVersionDto = z.output<typeof documentVersionDtoSchema>;

/** GET /api/superadmin/documents/:name/versions: a keyset page, newest first. */
export const documentVersionPageSchema = z.strictObject({
  items: z.array(documentVersionDtoSchema),
  nextCursor: z.string().nullable(),
});
export type DocumentVersionPage = z.output<typeof documentVersionPageSchema>;

/** GET /api/superadmin/documents/:name/versions/:version: the version with its value. */
export const documentVersionWithValueSchema = z.strictObject({
  ...documentVersionDtoSchema.shape,
  value: z.unknown(),
});
export type DocumentVersionWithValue = z.output<typeof documentVersionWithValueSchema>;

export const contentDtoSchema = z.strictObject({
  values: contentSettingsSchema,
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type ContentDto = z.output<typeof contentDtoSchema>;

export const secretEntryDtoSchema = z.strictObject({
  key: z.enum(PLATFORM_SECRET_KEYS),
  /** The value with its secret part hidden, or null when it is not set. */
  masked: z.string().nullable(),
});
export type SecretEntryDto = z.output<typeof secretEntryDtoSchema>;

export const configDtoSchema = z.strictObject({
  values: systemConfigSchema,
  secrets: z.array(secretEntryDtoSchema),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type ConfigDto = z.output<typeof configDtoSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Only the networks an operator has filled in, in SOCIAL_NETWORKS order. */
export const publicSocialLinksSchema = z.array(
  z.strictObject({ network: z.enum(SOCIAL_NETWORKS), url: z.string() }),
);
export type PublicSocialLinks = z.output<typeof publicSocialLinksSchema>;

/** GET /api/content/public: what the member client reads, without signing in. */
export const publicContentDtoSchema = z.strictObject({
  welcome_message: z.string(),
  terms_of_service: z.string(),
  ads_enabled: z.boolean(),
  ad_frequency: z.number().int(),
  homepage_ad_url: z.string(),
  dashboard_ad_url: z.string(),
  /** Shown on the maintenance page; an empty string means none is set. */
  contact_url: z.string(),
  social_links: publicSocialLinksSchema,
});
export type PublicContentDto = z.output<typeof publicContentDtoSchema>;

// System actions, backups, exports

export const SYSTEM_ACTIONS = [
  'backup',
  'backup-db',
  'optimize-db',
  'clear-cache',
  'maintenance',
  'restart',
  'deploy',
] as const;
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];

/**
 * The system actions the console offers, one control each: `backup-db` stays an API action
 * (the documents list it) but writes the same backup as `backup`, so it is not offered twice.
 */
export const OFFERED_SYSTEM_ACTIONS = SYSTEM_ACTIONS.filter(
  (action): action is Exclude<SystemAction, 'backup-db'> => action !== 'backup-db',
);
export type OfferedSystemAction = (typeof OFFERED_SYSTEM_ACTIONS)[number];

/**
 * GET /superadmin/system/actions: whether each action can run on this server. An unavailable
 * one carries the refusal its POST would answer (code and French detail), so that the console
 * says why before the operator confirms anything.
 */
export const systemActionAvailabilitySchema = z.strictObject({
  action: z.enum(SYSTEM_ACTIONS),
  available: z.boolean(),
  code: z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]).nullable(),
  detail: z.string().nullable(),
});
export type SystemActionAvailability = z.output<typeof systemActionAvailabilitySchema>;

/** What an action did: its own details (a backup's file, a cache's entries) beside these three. */
export const systemActionResultSchema = z.looseObject({
  action: z.enum(SYSTEM_ACTIONS),
  ok: z.boolean(),
  message: z.string(),
});
export type SystemActionResult = z.output<typeof systemActionResultSchema>;

export const backupDtoSchema = z.strictObject({
  id: z.string(),
  file_name: z.string(),
  /** Bytes of the gzip file. */
  size: z.number().int(),
  created_at: z.string(),
});
export type BackupDto = z.output<typeof backupDtoSchema>;

export const EXPORT_KINDS = ['all', 'users', 'groups', 'payments', 'audit', 'database'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A console list's page (keyset): `limit` 1–200, default 50, and the previous page's cursor. */
export const backupsQuerySchema = z.strictObject({
  cursor: z.string().max(200, { error: 'invalidValue' }).optional(),
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(200, { error: 'invalidValue' })
    .default(50),
});

/** GET /api/superadmin/documents/:name/versions: a keyset page, newest first. */
export const documentVersionsQuerySchema = backupsQuerySchema.extend({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'invalidValue' })
    .optional(),
});

/**
 * The exit code with which the API asks the supervisor of `npm start` to start it again
 * (EX_TEMPFAIL): any other exit ends `npm start` with it.
 */
export const RESTART_EXIT_CODE = 75;
