import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  documentJsonSchema,
  FIXED_CONFIG_KEYS,
  isFixedConfigKey,
  isPlatformDocumentName,
  PLATFORM_DOCUMENT_NAMES,
  PLATFORM_DOCUMENTS,
  type ConfigDto,
  type ContentDto,
  type DocumentDto,
  type DocumentSummaryDto,
  type DocumentVersionPage,
  type DocumentVersionWithValue,
  type PlatformDocumentName,
  type PlatformDocumentValues,
  SOCIAL_NETWORKS,
  type PublicContentDto,
} from '@tontine/contracts';
import { type EntityManager, LessThan, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { Transactions } from '../database/transactions.service.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import type { User } from '../users/user.entity.js';
import { PlatformDocumentVersion } from './platform-document.entity.js';
import { PlatformSettings, type CurrentDocument } from './platform-settings.service.js';
import { isSecretKey, maskedSecrets } from './secrets.js';

/** How often a single-field update retries when another save slipped in between. */
const FIELD_UPDATE_ATTEMPTS = 3;

type SaveKind = 'saved' | 'restored' | 'field';

/**
 * The platform's documents: every save is validated by the document's schema, stored as a new
 * version (who, when) and audited in the same transaction; a save names the version it was
 * based on and is refused (409) when someone saved in between. The maintenance switch and its
 * message live in the maintenance module: the config and content show its live state and a
 * save that changes it goes through the maintenance module, in the save's transaction.
 */
@Injectable()
export class PlatformDocumentsService {
  constructor(
    @InjectRepository(PlatformDocumentVersion)
    private readonly documents: Repository<PlatformDocumentVersion>,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly maintenance: MaintenanceService,
    private readonly settings: PlatformSettings,
    private readonly caches: ServerCaches,
  ) {}

  list(): DocumentSummaryDto[] {
    return PLATFORM_DOCUMENT_NAMES.map((name) => {
      const current = this.settings.document(name);
      return { name, version: current.version, updated_at: iso(current.updatedAt) };
    });
  }

  async get(rawName: string): Promise<DocumentDto> {
    const name = documentName(rawName);
    const current = await this.live(name);
    return {
      name,
      version: current.version,
      updated_at: iso(current.updatedAt),
      value: current.value,
      schema: documentJsonSchema(name),
    };
  }

  async content(): Promise<ContentDto> {
    const current = await this.live('content');
    return { values: current.value, version: current.version, updated_at: iso(current.updatedAt) };
  }

  async systemConfig(): Promise<ConfigDto> {
    const current = await this.live('config');
    return {
      values: current.value,
      secrets: maskedSecrets(this.config),
      version: current.version,
      updated_at: iso(current.updatedAt),
    };
  }

  publicContent(): PublicContentDto {
    const c = this.settings.content();
    return {
      welcome_message: c.welcome_message,
      terms_of_service: c.terms_of_service,
      ads_enabled: c.ads_enabled,
      ad_frequency: c.ad_frequency,
      homepage_ad_url: c.homepage_ad_url,
      dashboard_ad_url: c.dashboard_ad_url,
      contact_url: c.contact_url,
      social_links: SOCIAL_NETWORKS.map((network) => ({
        network,
        url: c[`${network}_url`],
      })).filter((link) => link.url !== ''),
    };
  }

  async versions(
    rawName: string,
    page: { limit: number; cursor?: string },
  ): Promise<DocumentVersionPage> {
    const name = documentName(rawName);
    const before = page.cursor === undefined ? undefined : Number(page.cursor);
    if (before !== undefined && !Number.isInteger(before))
      throw new DomainError('VALIDATION_FAILED');
    const rows = await this.documents.find({
      select: { version: true, createdAt: true, adminName: true },
      where: { name, ...(before === undefined ? {} : { version: LessThan(before) }) },
      order: { version: 'DESC' },
      take: page.limit + 1,
    });
    const items = rows.slice(0, page.limit).map((r) => ({
      version: r.version,
      updated_at: r.createdAt.toISOString(),
      admin_name: r.adminName,
    }));
    return {
      items,
      nextCursor: rows.length > page.limit ? String(items[items.length - 1]!.version) : null,
    };
  }

  async version(rawName: string, version: number): Promise<DocumentVersionWithValue> {
    const name = documentName(rawName);
    const row = await this.documents.findOneBy({
      name,
      version: Number.isInteger(version) ? version : -1,
    });
    if (!row) throw new DomainError('DOCUMENT_VERSION_NOT_FOUND');
    return {
      version: row.version,
      updated_at: row.createdAt.toISOString(),
      admin_name: row.adminName,
      value: JSON.parse(row.value),
    };
  }

  async save(
    admin: User,
    rawName: string,
    value: unknown,
    baseVersion: number,
    ip: string,
  ): Promise<DocumentDto> {
    const name = documentName(rawName);
    await this.write(admin, name, value, baseVersion, ip, 'saved');
    return this.get(name);
  }

  async restore(admin: User, rawName: string, version: number, ip: string): Promise<DocumentDto> {
    const name = documentName(rawName);
    const old = await this.version(name, version);
    const base = this.settings.document(name).version;
    await this.write(admin, name, old.value, base, ip, 'restored', version);
    return this.get(name);
  }

  /** POST /content/update and /config/update: one field, on the current version. */
  async updateField(
    admin: User,
    name: 'content' | 'config',
    key: string,
    value: unknown,
    ip: string,
    confirmed: boolean,
  ): Promise<ContentDto | ConfigDto> {
    if (name === 'config' && isSecretKey(key)) throw new DomainError('SETTING_SECRET_READ_ONLY');
    if (name === 'config' && isFixedConfigKey(key))
      throw new DomainError('SETTING_FIXED', undefined, { field: key });
    if (!Object.hasOwn(PLATFORM_DOCUMENTS[name].shape, key))
      throw new DomainError('SETTING_UNKNOWN', `Réglage inconnu : ${key.slice(0, 80)}`, {
        field: 'key',
      });
    if (name === 'config' && !confirmed) throw new DomainError('CONFIG_CONFIRMATION_REQUIRED');
    for (let attempt = 1; ; attempt++) {
      const current = await this.live(name);
      try {
        await this.write(
          admin,
          name,
          { ...current.value, [key]: value },
          current.version,
          ip,
          'field',
        );
        break;
      } catch (err) {
        const raced = err instanceof DomainError && err.code === 'DOCUMENT_VERSION_CONFLICT';
        if (!raced || attempt >= FIELD_UPDATE_ATTEMPTS) throw err;
        await this.settings.reload();
      }
    }
    return name === 'content' ? this.content() : this.systemConfig();
  }

  /**
   * The demo seed's first version of a document (no admin acted: nothing to audit). Does
   * nothing when the document was already saved.
   */
  async seedIfUnsaved<N extends PlatformDocumentName>(
    name: N,
    value: PlatformDocumentValues[N],
  ): Promise<boolean> {
    const parsed = PLATFORM_DOCUMENTS[name].parse(value) as PlatformDocumentValues[N];
    const now = new Date();
    try {
      await this.documents.insert({
        name,
        version: 1,
        value: JSON.stringify(parsed),
        adminId: null,
        adminName: 'Tontine',
        createdAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    this.settings.apply(name, { value: parsed, version: 1, updatedAt: now });
    await this.caches.clear('settings');
    return true;
  }

  /** The current document, with the live maintenance switch and message in it. */
  private async live<N extends PlatformDocumentName>(name: N): Promise<CurrentDocument<N>> {
    const current = this.settings.document(name);
    if (name !== 'config' && name !== 'content') return current;
    const state = await this.maintenance.current();
    const value =
      name === 'config'
        ? { ...current.value, maintenance_mode: state.enabled }
        : { ...current.value, maintenance_message: state.message };
    return { ...current, value: value as PlatformDocumentValues[N] };
  }

  private async write(
    admin: User,
    name: PlatformDocumentName,
    raw: unknown,
    baseVersion: number,
    ip: string,
    kind: SaveKind,
    restoredFrom?: number,
  ): Promise<void> {
    if (name === 'config' && raw && typeof raw === 'object') {
      const secret = Object.keys(raw).find(isSecretKey);
      if (secret) throw new DomainError('SETTING_SECRET_READ_ONLY', undefined, { field: secret });
    }
    const parsed = PLATFORM_DOCUMENTS[name].safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.') || undefined;
      const what =
        issue.code === 'unrecognized_keys' ? `champ inconnu ${issue.keys.join(', ')}` : field;
      throw new DomainError(
        'DOCUMENT_INVALID',
        `Le document ne respecte pas son schéma${what ? ` : ${what}` : ''}`,
        { field },
      );
    }
    const value = parsed.data as PlatformDocumentValues[PlatformDocumentName];
    const previous = await this.live(name);
    if (name === 'config') {
      // Saved, such a change would read as applied and do nothing: refused instead.
      const was = previous.value as PlatformDocumentValues['config'];
      const now = value as PlatformDocumentValues['config'];
      const fixed = FIXED_CONFIG_KEYS.find((key) => was[key] !== now[key]);
      if (fixed) throw new DomainError('SETTING_FIXED', undefined, { field: fixed });
    }
    const now = new Date();
    const version = baseVersion + 1;
    const afterCommit = await this.transactions
      .run(async (tx) => {
        // The latest version is read in the transaction: a save based on an older one is stale.
        const latest = await tx
          .getRepository(PlatformDocumentVersion)
          .createQueryBuilder('d')
          .select('MAX(d.version)', 'v')
          .where('d.name = :name', { name })
          .getRawOne<{ v: number | string | null }>();
        if (Number(latest?.v ?? 0) !== baseVersion)
          throw new DomainError('DOCUMENT_VERSION_CONFLICT');
        // A save that changes nothing is answered with the current version as it stands: a new
        // identical version and its audit line would record an action that did nothing.
        const base =
          baseVersion > 0
            ? await tx
                .getRepository(PlatformDocumentVersion)
                .findOneBy({ name, version: baseVersion })
            : null;
        // Never saved (version 0): the document is its defaults, as this instance serves them.
        const before = base
          ? withLiveMaintenance(name, JSON.parse(base.value), previous)
          : previous.value;
        if (sameValue(before, value)) return UNCHANGED;
        // Two saves of the same base: the primary key (name, version) lets one through.
        await tx.getRepository(PlatformDocumentVersion).insert({
          name,
          version,
          value: JSON.stringify(value),
          adminId: admin.id,
          adminName: admin.username,
          createdAt: now,
        });
        const effects = await this.maintenanceEffects(tx, admin, name, value, ip);
        await this.audit.record(
          admin,
          {
            action:
              kind === 'restored'
                ? 'document_restored'
                : name === 'content'
                  ? 'content_updated'
                  : name === 'config'
                    ? 'config_updated'
                    : 'document_saved',
            details: describeChange(name, previous.value, value, version, restoredFrom),
            category: name === 'config' ? 'system_config' : 'content_management',
            ip,
          },
          tx,
        );
        return effects;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new DomainError('DOCUMENT_VERSION_CONFLICT');
        throw err;
      });
    if (afterCommit === UNCHANGED) return;
    this.settings.apply(name, { value, version, updatedAt: now });
    await this.caches.clear('settings');
    await afterCommit?.();
  }

  /** A config or content save that changes the maintenance switch or message: the switch's own path. */
  private async maintenanceEffects(
    tx: EntityManager,
    admin: User,
    name: PlatformDocumentName,
    value: PlatformDocumentValues[PlatformDocumentName],
    ip: string,
  ): Promise<(() => Promise<void>) | undefined> {
    if (name !== 'config' && name !== 'content') return undefined;
    const state = await this.maintenance.current();
    if (name === 'config') {
      const enabled = (value as PlatformDocumentValues['config']).maintenance_mode;
      if (enabled === state.enabled) return undefined;
      const message = this.settings.content().maintenance_message;
      return (await this.maintenance.toggleIn(tx, admin, { enabled, message }, ip)).afterCommit;
    }
    const message = (value as PlatformDocumentValues['content']).maintenance_message;
    if (!message || message === state.message) return undefined;
    const afterCommit = await this.maintenance.setMessageIn(tx, admin, message);
    return async () => afterCommit();
  }
}

/** What write()'s transaction answers for a save equal to the version it is based on. */
const UNCHANGED = Symbol('unchanged');

/**
 * A stored version as it reads live: the maintenance switch and message belong to the
 * maintenance module, so the live state, not the copy in the stored document, is compared.
 */
function withLiveMaintenance(
  name: PlatformDocumentName,
  stored: Record<string, unknown>,
  live: CurrentDocument<PlatformDocumentName>,
): Record<string, unknown> {
  const current = live.value as Record<string, unknown>;
  if (name === 'config') return { ...stored, maintenance_mode: current.maintenance_mode };
  if (name === 'content') return { ...stored, maintenance_message: current.maintenance_message };
  return stored;
}

/** Equal as JSON values: the order of an object's keys does not make a change. */
function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function documentName(name: string): PlatformDocumentName {
  if (!isPlatformDocumentName(name)) throw new DomainError('DOCUMENT_NOT_FOUND');
  return name;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The audit line: which fields changed, with their new value when it is short. */
function describeChange(
  name: PlatformDocumentName,
  before: object,
  after: object,
  version: number,
  restoredFrom: number | undefined,
): string {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed = Object.keys(now)
    .filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]))
    .map((k) => {
      const shown = JSON.stringify(now[k]);
      return shown.length <= 60 ? `${k}=${shown}` : k;
    });
  const origin = restoredFrom === undefined ? '' : ` (restauré depuis la version ${restoredFrom})`;
  return `${name} v${version}${origin}: ${changed.join(', ') || 'aucun changement'}`.slice(0, 2000);
}
