import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from '../common/common.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { EventsModule } from '../events/events.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { ExclusionService } from './exclusion.service.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupActivityViews } from './group-activity-views.service.js';
import { GroupListingsViews } from './group-listings-views.service.js';
import { GroupViewsService } from './group-views.service.js';
import { Group } from './group.entity.js';
import { GroupRuleVersion } from './group-rule-version.entity.js';
import { GroupRulesService } from './group-rules.service.js';
import { GroupTreasurersService } from './group-treasurers.service.js';
import { GroupsController } from './groups.controller.js';
import { GroupsService } from './groups.service.js';
import { OnboardingGroupController } from './onboarding-group.controller.js';
import { OnboardingGroupService } from './onboarding-group.service.js';

/**
 * Groups (savings_groups): creation, the seats, the cycle and the rotation's start, deletion,
 * exclusion of a member, its rules; who may do what in a group; the group screens' reads.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Group, GroupRuleVersion]),
    CommonModule,
    MembershipsModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
    MailModule,
    EventsModule,
  ],
  controllers: [GroupsController, OnboardingGroupController],
  providers: [
    GroupsService,
    GroupAccessService,
    GroupViewsService,
    GroupListingsViews,
    GroupActivityViews,
    ExclusionService,
    OnboardingGroupService,
    GroupRulesService,
    GroupTreasurersService,
  ],
  exports: [
    GroupsService,
    GroupAccessService,
    GroupViewsService,
    GroupListingsViews,
    GroupRulesService,
  ],
})
export class GroupsModule {}
