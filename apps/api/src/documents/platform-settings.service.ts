import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  documentDefaults,
  PLATFORM_DOCUMENT_NAMES,
  PLATFORM_DOCUMENTS,
  type PlatformDocumentName,
  type PlatformDocumentValues,
} from '@tontine/contracts';
import { Repository } from 'typeorm';
import { ServerCaches } from '../common/server-caches.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlatformDocumentVersion } from './platform-document.entity.js';

/** A safety net only: a save reaches every instance at once through ServerCaches. */
const REFRESH_MS = 60_000;

export interface CurrentDocument<N extends PlatformDocumentName = PlatformDocumentName> {
  value: PlatformDocumentValues[N];
  version: number;
  updatedAt: Date | null;
}

/**
 * The current platform documents, held in memory so that the sign-in, the payment paths and
 * the public content read them without a query. A save replaces this instance's copy before it
 * answers and empties the 'settings' cache of every other instance, which reads them again:
 * a change takes effect everywhere without a restart.
 */
@Injectable()
export class PlatformSettings implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PlatformSettings');
  private readonly current = new Map<PlatformDocumentName, CurrentDocument>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(PlatformDocumentVersion)
    private readonly versions: Repository<PlatformDocumentVersion>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: ServerCaches,
  ) {
    caches.register('settings', () => this.reload());
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload(), REFRESH_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** The defaults before a first save; where the environment sets a knob, its value. */
  defaults<N extends PlatformDocumentName>(name: N): PlatformDocumentValues[N] {
    const value = documentDefaults(name);
    if (name === 'config')
      (value as PlatformDocumentValues['config']).session_expiry_hours =
        this.config.sessionExpiryHours;
    return value;
  }

  document<N extends PlatformDocumentName>(name: N): CurrentDocument<N> {
    return (
      (this.current.get(name) as CurrentDocument<N> | undefined) ?? {
        value: this.defaults(name),
        version: 0,
        updatedAt: null,
      }
    );
  }

  content(): PlatformDocumentValues['content'] {
    return this.document('content').value;
  }

  systemConfig(): PlatformDocumentValues['config'] {
    return this.document('config').value;
  }

  /** Hours a session opened now lasts. */
  sessionExpiryHours(): number {
    return this.systemConfig().session_expiry_hours;
  }

  /** Operators must sign in with a second factor: the console's switch or the environment's. */
  twoFactorRequiredForOperators(): boolean {
    return this.config.twoFactorRequiredForSuperAdmins || this.systemConfig().two_factor_required;
  }

  cryptoPaymentsEnabled(): boolean {
    return this.systemConfig().crypto_payments_enabled;
  }

  /** Called by the save, after its commit, on the instance that saved. */
  apply<N extends PlatformDocumentName>(name: N, document: CurrentDocument<N>): void {
    const known = this.current.get(name);
    if (!known || known.version <= document.version) this.current.set(name, document);
  }

  /** Reads every document's latest version again. */
  async reload(): Promise<void> {
    try {
      const rows = await this.versions
        .createQueryBuilder('d')
        .where(
          'd.version = (SELECT MAX(l.version) FROM platform_documents l WHERE l.name = d.name)',
        )
        .getMany();
      for (const name of PLATFORM_DOCUMENT_NAMES) {
        const row = rows.find((r) => r.name === name);
        if (!row) {
          this.current.delete(name);
          continue;
        }
        this.current.set(name, {
          // Parsed again: a field added to the schema since the save takes its default.
          value: PLATFORM_DOCUMENTS[name].parse(JSON.parse(row.value)) as never,
          version: row.version,
          updatedAt: row.createdAt,
        });
      }
    } catch (err) {
      this.logger.error({ err }, 'reading the platform documents failed; keeping the last ones');
    }
  }
}
