import { Injectable } from '@nestjs/common';
import { PAGE_SIZE_MAX, type MemberHomeDto } from '@tontine/contracts';
import { RewardsService } from '../ads/rewards.service.js';
import { AuthService } from '../auth/auth.service.js';
import { MemberSummaryViews } from '../contributions/member-summary-views.service.js';
import { MyPaymentsViews } from '../contributions/my-payments-views.service.js';
import { GroupListingsViews } from '../groups/group-listings-views.service.js';
import { GuidedFlowsService } from '../guided-flows/guided-flows.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { toSettingsDto } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';

/**
 * The member dashboard's first screen in one answer. Each part is built by the code
 * that answers its own endpoint, so the two never drift: this service composes, it reads no
 * table itself.
 */
@Injectable()
export class MemberHomeViews {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly listings: GroupListingsViews,
    private readonly summaries: MemberSummaryViews,
    private readonly myPayments: MyPaymentsViews,
    private readonly flows: GuidedFlowsService,
    private readonly notifications: NotificationsService,
    private readonly rewards: RewardsService,
  ) {}

  async home(user: User): Promise<MemberHomeDto> {
    // Independent reads: side by side, each on its own pooled connection.
    const [settings, groups, summary, payments, flows, notifications, rewards] = await Promise.all([
      this.users.settingsOf(user),
      this.listings.mine(user, undefined, PAGE_SIZE_MAX),
      this.summaries.summary(user),
      this.myPayments.payments(user),
      this.flows.list(user),
      this.notifications.listFor(user.id),
      this.rewards.rewardsOf(user),
    ]);
    return {
      user: this.auth.me(user),
      settings: toSettingsDto(user, settings),
      groups,
      summary,
      payments,
      flows,
      notifications,
      rewards,
    };
  }
}
