import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { BackupsService } from './backups.service.js';

const DAY_MS = 86_400_000;

/**
 * The config's auto_backup_enabled: while it is on, a backup is written when the latest one is
 * a day old. Checked every AUTO_BACKUP_CHECK_SECONDS; with several instances a MariaDB named
 * lock lets one of them write it.
 */
@Injectable()
export class AutoBackupJob extends IntervalJob<boolean> {
  protected readonly logger = new Logger('AutoBackupJob');
  protected readonly jobName = 'auto-backup';
  protected readonly idle = false;

  constructor(
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: PlatformSettings,
    private readonly backups: BackupsService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.autoBackupCheckSeconds * 1000;
  }

  /** Writes the day's backup if it is due; answers whether it wrote one. */
  async tick(now = new Date()): Promise<boolean> {
    if (!this.settings.systemConfig().auto_backup_enabled) return false;
    return this.runOnceLocked(
      this.upkeep,
      'tontine_auto_backup',
      async () => {
        const latest = await this.backups.latest();
        if (latest && now.getTime() - latest.createdAt.getTime() < DAY_MS) return false;
        const backup = await this.backups.create(null, undefined);
        this.logger.log({ file: backup.file_name, size: backup.size }, 'daily backup written');
        return true;
      },
      'the daily backup failed',
    );
  }
}
