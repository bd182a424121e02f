import { Module } from '@nestjs/common';
import { GroupsModule } from '../groups/groups.module.js';
import { RotationViewService } from '../rotation/rotation-view.service.js';
import { RotationService } from '../rotation/rotation.service.js';
import { ContributionsController } from './contributions.controller.js';
import { ContributionsService } from './contributions.service.js';
import { ContributionTotalsService } from './contribution-totals.service.js';
import { AdminStatsService } from './admin-stats.service.js';
import { StatementService } from './statement.service.js';
import { MemberSummaryService } from './member-summary.service.js';
import { PayoutsService } from './payouts.service.js';
import { PaymentRemindersJob } from './payment-reminders.job.js';

/** The rotation engine: the queue, contributions and their validation. */
@Module({
  imports: [GroupsModule],
  controllers: [ContributionsController],
  providers: [
    ContributionsService,
    ContributionTotalsService,
    PayoutsService,
    MemberSummaryService,
    AdminStatsService,
    StatementService,
    PaymentRemindersJob,
    RotationService,
    RotationViewService,
  ],
})
export class ContributionsModule {}
