import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CommonModule } from '../common/common.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { RotationModule } from '../rotation/rotation.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminStatsViews } from './admin-stats-views.service.js';
import { ContributionTotalsService } from './contribution-totals.service.js';
import { ContributionViews } from './contribution-views.service.js';
import { Contribution } from './contribution.entity.js';
import { ContributionsController } from './contributions.controller.js';
import { ContributionsService } from './contributions.service.js';
import { GroupLedger } from './group-ledger.js';
import { MemberSummaryViews } from './member-summary-views.service.js';
import { MyPaymentsViews } from './my-payments-views.service.js';
import { PaymentReminder } from './payment-reminder.entity.js';
import { PaymentRemindersJob } from './payment-reminders.job.js';
import { StatementViews } from './statement-views.service.js';

/**
 * Contributions (contributions, their running totals, payment reminders): recorded by a member
 * or their admin, validated by the group's admins, corrected by opposite entries.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Contribution, PaymentReminder]),
    GroupsModule,
    MembershipsModule,
    RotationModule,
    RemindersModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
    CommonModule,
    DocumentsModule,
  ],
  controllers: [ContributionsController],
  providers: [
    ContributionsService,
    ContributionTotalsService,
    ContributionViews,
    GroupLedger,
    MemberSummaryViews,
    MyPaymentsViews,
    AdminStatsViews,
    StatementViews,
    PaymentRemindersJob,
  ],
  exports: [ContributionsService, GroupLedger, MemberSummaryViews, MyPaymentsViews],
})
export class ContributionsModule {}
