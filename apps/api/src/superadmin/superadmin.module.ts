import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CommonModule } from '../common/common.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { CryptoModule } from '../crypto/crypto.module.js';
import { EventsModule } from '../events/events.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { UsersModule } from '../users/users.module.js';
import { FreshFiguresInterceptor } from './fresh-figures.interceptor.js';
import { OperatorAuditController } from './operator-audit.controller.js';
import { PaymentValidationService } from './payment-validation.service.js';
import { SuperadminPaymentsController } from './superadmin-payments.controller.js';
import { SuperadminUsersController } from './superadmin-users.controller.js';
import { UserAdministrationService } from './user-administration.service.js';

/**
 * The operators' API (`/api/superadmin/*`): super admins, and support staff where a route says
 * so; every action audited.
 */
@Module({
  imports: [
    AuthModule,
    CommonModule,
    UsersModule,
    AuditModule,
    MembershipsModule,
    GroupsModule,
    ContributionsModule,
    CryptoModule,
    EventsModule,
  ],
  controllers: [SuperadminUsersController, SuperadminPaymentsController, OperatorAuditController],
  providers: [UserAdministrationService, PaymentValidationService, FreshFiguresInterceptor],
})
export class SuperadminModule {}
