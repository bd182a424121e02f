import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { SuperadminAuditListController } from './superadmin-audit-list.controller.js';
import { SuperadminReadsController } from './superadmin-reads.controller.js';
import { SuperadminUsersController } from './superadmin-users.controller.js';
import { UserAdministrationService } from './user-administration.service.js';

/** The operators' API (`/api/superadmin/*`): super admins only, every action audited. */
@Module({
  imports: [AuthModule, UsersModule, AuditModule, MonitoringModule],
  controllers: [
    SuperadminUsersController,
    SuperadminReadsController,
    SuperadminAuditListController,
  ],
  providers: [UserAdministrationService, ConsoleListsViews, PlatformStatsViews],
})
export class SuperadminModule {}
