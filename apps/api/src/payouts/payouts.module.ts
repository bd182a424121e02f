import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RotationModule } from '../rotation/rotation.module.js';
import { UsersModule } from '../users/users.module.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutProviders } from './payout-providers.js';
import { PayoutsService } from './payouts.service.js';

/** Paying each cycle's pot to its beneficiary (payouts). */
@Module({
  imports: [
    ContributionsModule,
    GroupsModule,
    RotationModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
  ],
  controllers: [PayoutsController],
  providers: [PayoutsService, PayoutProviders],
  exports: [PayoutsService, PayoutProviders],
})
export class PayoutsModule {}
