import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CommonModule } from '../common/common.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { AutoBackupJob } from './auto-backup.job.js';
import { Backup } from './backup.entity.js';
import { BackupsService } from './backups.service.js';
import { DeployService } from './deploy.service.js';
import { ExportController } from './export.controller.js';
import { ExportViews } from './export-views.service.js';
import { RestartService } from './restart.service.js';
import { SystemActionsService } from './system-actions.service.js';
import { SystemController } from './system.controller.js';

import { StorageModule } from '../storage/storage.module.js';
/**
 * The console's system side (`backups`): backups, database upkeep, caches, maintenance,
 * restart, deploy, and the exports of the platform's data. It owns the `backups` table; the
 * upkeep over every table (optimising, the SQLite backup, named locks) is database/'s.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Backup]),
    AuditModule,
    CommonModule,
    DocumentsModule,
    MaintenanceModule,
    StorageModule,
  ],
  controllers: [SystemController, ExportController],
  providers: [
    SystemActionsService,
    BackupsService,
    DeployService,
    RestartService,
    ExportViews,
    AutoBackupJob,
  ],
  exports: [RestartService],
})
export class SystemModule {}
