import { Inject, Injectable } from '@nestjs/common';
import {
  SYSTEM_ACTIONS,
  type AuditAction,
  type SystemAction,
  type SystemActionAvailability,
  type SystemActionResult,
} from '@tontine/contracts';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import type { User } from '../users/user.entity.js';
import { BackupsService } from './backups.service.js';
import { DeployService } from './deploy.service.js';
import { RestartService } from './restart.service.js';

/**
 * The console's system actions. Each does what it says or answers an error that says why not
 * (501 when it is not configured here); none answers a success it did not have. Each is
 * audited (category system_config).
 */
@Injectable()
export class SystemActionsService {
  constructor(
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly backups: BackupsService,
    private readonly caches: ServerCaches,
    private readonly maintenance: MaintenanceService,
    private readonly settings: PlatformSettings,
    private readonly restarts: RestartService,
    private readonly deploys: DeployService,
  ) {}

  /** What the console shows before an action is confirmed: each one, runnable here or why not. */
  availability(): SystemActionAvailability[] {
    return SYSTEM_ACTIONS.map((action) => {
      try {
        this.assertAvailable(action);
        return { action, available: true, code: null, detail: null };
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return { action, available: false, code: err.code, detail: err.detail };
      }
    });
  }

  async run(admin: User, rawAction: string, ip: string): Promise<SystemActionResult> {
    if (!(SYSTEM_ACTIONS as readonly string[]).includes(rawAction))
      throw new DomainError('SYSTEM_ACTION_UNKNOWN');
    const action = rawAction as SystemAction;
    try {
      this.assertAvailable(action);
    } catch (err) {
      // The confirmation promised an audit line: a refused critical action is recorded too,
      // with why it was refused.
      if (err instanceof DomainError)
        await this.record(
          admin,
          action === 'restart' ? 'restart_refused' : 'deploy_refused',
          err.detail,
          ip,
        );
      throw err;
    }
    switch (action) {
      case 'backup':
      case 'backup-db': {
        const backup = await this.backups.create(admin, ip);
        return {
          action,
          ok: true,
          message: `Sauvegarde écrite : ${backup.file_name}`,
          backup,
        };
      }
      case 'optimize-db':
        return this.optimize(admin, ip);
      case 'clear-cache': {
        const { cleared, instancesReached } = await this.caches.clear('*');
        await this.record(
          admin,
          'cache_cleared',
          `${cleared.join(', ')}${instancesReached ? ' (toutes les instances)' : ''}`,
          ip,
        );
        return {
          action,
          ok: true,
          message: instancesReached
            ? 'Caches vidés sur toutes les instances'
            : 'Caches vidés (une seule instance, sans Redis)',
          cleared,
          all_instances: instancesReached,
        };
      }
      case 'maintenance': {
        const current = await this.maintenance.current();
        const state = await this.maintenance.toggle(
          admin,
          { enabled: !current.enabled, message: this.settings.content().maintenance_message },
          ip,
        );
        return {
          action,
          ok: true,
          message: state.enabled ? 'Maintenance activée' : 'Maintenance désactivée',
          enabled: state.enabled,
        };
      }
      case 'restart':
        await this.record(admin, 'restart_requested', 'Redémarrage progressif demandé', ip);
        this.restarts.schedule();
        return {
          action,
          ok: true,
          message: "Redémarrage en cours : l'API termine les requêtes en cours puis repart",
        };
      case 'deploy':
        return this.deploy(admin, ip);
    }
  }

  /** Throws the refusal of an action this server cannot run (restart, deploy): a 501 that says why. */
  private assertAvailable(action: SystemAction): void {
    if (action === 'restart') this.restarts.assertAvailable();
    if (action === 'deploy') this.deploys.assertConfigured();
  }

  private async deploy(admin: User, ip: string): Promise<SystemActionResult> {
    const run = await this.deploys.run();
    const ok = run.exitCode === 0;
    const status = run.signal ? `signal ${run.signal}` : `code de sortie ${run.exitCode}`;
    await this.record(
      admin,
      ok ? 'deploy_succeeded' : 'deploy_failed',
      `${status}, ${run.durationMs} ms\n${run.output.slice(-1000)}`,
      ip,
    );
    if (!ok) throw new DomainError('DEPLOY_FAILED', `Le déploiement a échoué (${status})`);
    return {
      action: 'deploy',
      ok: true,
      message: 'Déploiement terminé (code de sortie 0)',
      exit_code: run.exitCode,
      duration_ms: run.durationMs,
      output: run.output,
    };
  }

  /** database/'s upkeep optimises every table (MariaDB: ANALYZE, OPTIMIZE TABLE; SQLite: ANALYZE, VACUUM). */
  private async optimize(admin: User, ip: string): Promise<SystemActionResult> {
    const started = Date.now();
    const { statements, tables, problems: notes } = await this.upkeep.optimize();
    const durationMs = Date.now() - started;
    await this.record(
      admin,
      'database_optimized',
      `${statements.map((s) => s.split(' ').slice(0, 2).join(' ')).join(', ')} (${tables.length || 'toutes les'} tables, ${durationMs} ms)`,
      ip,
    );
    return {
      action: 'optimize-db',
      ok: notes.length === 0,
      message:
        this.config.database.driver === 'mysql'
          ? `ANALYZE TABLE et OPTIMIZE TABLE exécutés sur ${tables.length} tables`
          : 'ANALYZE et VACUUM exécutés',
      statements: statements.map((s) => s.split(' ').slice(0, 2).join(' ')),
      tables,
      problems: notes,
      duration_ms: durationMs,
    };
  }

  private record(admin: User, action: AuditAction, details: string, ip: string): Promise<void> {
    return this.audit.record(admin, { action, details, category: 'system_config', ip });
  }
}
