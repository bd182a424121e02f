import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BackupDto } from '@tontine/contracts';
import { LessThan, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { newId } from '../database/ids.js';
import { FileStore } from '../storage/file-store.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { Backup } from './backup.entity.js';
import { dumpMysql, dumpSqlite } from './database-dump.js';

const ID_PATTERN = /^[0-9a-f-]{36}$/i;

/**
 * The console's database backups: written to the file store (BACKUP_DIR or the bucket),
 * recorded, listed, downloaded.
 */
@Injectable()
export class BackupsService {
  constructor(
    @InjectRepository(Backup) private readonly backups: Repository<Backup>,
    private readonly transactions: Transactions,
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly files: FileStore,
  ) {}

  /** Writes a backup; `admin` null for the daily automatic one. */
  async create(admin: User | null, ip: string | undefined): Promise<BackupDto> {
    // Dumped on this machine first (into BACKUP_DIR itself with the folder store), then handed
    // to the file store whole.
    const scratch = await this.files.scratchFolder('backups');
    const id = newId();
    const createdAt = new Date();
    const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const database = this.config.database;
    const fileName =
      database.driver === 'mysql'
        ? `tontine-${stamp}-${id.slice(0, 8)}.sql.gz`
        : `tontine-${stamp}-${id.slice(0, 8)}.sqlite.gz`;
    const file = join(scratch, fileName);
    try {
      const written =
        database.driver === 'mysql'
          ? await dumpMysql(database.url, file)
          : await dumpSqlite(this.upkeep.sqliteBackupSource(), `${file}.tmp`, file).finally(() =>
              rm(`${file}.tmp`, { force: true }),
            );
      await this.files.adopt('backups', fileName, file);
      await this.transactions.run(async (tx) => {
        await tx.getRepository(Backup).insert({
          id,
          fileName,
          size: written.size,
          sha256: written.sha256,
          driver: database.driver,
          adminId: admin?.id ?? null,
          createdAt,
        });
        if (admin)
          await this.audit.record(
            admin,
            {
              action: 'backup_created',
              details: `${fileName} (${written.size} octets, sha256 ${written.sha256.slice(0, 16)}…)`,
              category: 'system_config',
              ip,
            },
            tx,
          );
      });
      return { id, file_name: fileName, size: written.size, created_at: createdAt.toISOString() };
    } catch (err) {
      // A half-written dump is no backup, and a stored one without its row is none either.
      await rm(file, { force: true });
      await this.files.remove('backups', fileName).catch(() => undefined);
      throw err;
    }
  }

  async list(page: {
    limit: number;
    cursor?: string;
  }): Promise<{ items: BackupDto[]; nextCursor: string | null }> {
    const before = page.cursor ? new Date(page.cursor) : undefined;
    if (before && Number.isNaN(before.getTime())) throw new DomainError('VALIDATION_FAILED');
    const rows = await this.backups.find({
      where: before ? { createdAt: LessThan(before) } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: page.limit + 1,
    });
    const items = rows.slice(0, page.limit).map(toBackupDto);
    return {
      items,
      nextCursor: rows.length > page.limit ? items[items.length - 1]!.created_at : null,
    };
  }

  async latest(): Promise<Backup | null> {
    return this.backups.findOne({ where: {}, order: { createdAt: 'DESC' } });
  }

  async open(id: string) {
    const row = ID_PATTERN.test(id) ? await this.backups.findOneBy({ id }) : null;
    if (!row) throw new DomainError('BACKUP_NOT_FOUND');
    const stored = await this.files.open('backups', row.fileName);
    if (!stored)
      throw new DomainError(
        'BACKUP_NOT_FOUND',
        'Le fichier de cette sauvegarde a disparu du disque',
      );
    return { fileName: row.fileName, size: stored.size, stream: stored.stream };
  }
}

function toBackupDto(row: Backup): BackupDto {
  return {
    id: row.id,
    file_name: row.fileName,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}
