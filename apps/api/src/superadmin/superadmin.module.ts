import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { EventsModule } from '../events/events.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { UsersModule } from '../users/users.module.js';
import { OperatorAuditController } from './operator-audit.controller.js';
import { PaymentValidationService } from './payment-validation.service.js';
import { SuperadminPaymentsController } from './superadmin-payments.controller.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { SuperadminAuditListController } from './superadmin-audit-list.controller.js';
import { SuperadminReadsController } from './superadmin-reads.controller.js';
import { SuperadminUsersController } from './superadmin-users.controller.js';
import { UserAdministrationService } from './user-administration.service.js';

/**
 * The operators' API (`/api/superadmin/*`): super admins, and support staff where a route says
 * so; every action audited.
 */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    AuditModule,
    MembershipsModule,
    GroupsModule,
    ContributionsModule,
    EventsModule,
    MonitoringModule,
  ],
  controllers: [
    SuperadminUsersController,
    SuperadminPaymentsController,
    OperatorAuditController,
    SuperadminReadsController,
    SuperadminAuditListController,
  ],
  providers: [
    UserAdministrationService,
    PaymentValidationService,
    ConsoleListsViews,
    PlatformStatsViews,
  ],
})
export class SuperadminModule {}
