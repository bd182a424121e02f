import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { JoinRequestsController } from '../join-requests/join-requests.controller.js';
import { JoinRequestsService } from '../join-requests/join-requests.service.js';
import { ExclusionService } from '../memberships/exclusion.service.js';
import { JoiningService } from '../memberships/joining.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupActivityService } from './group-activity.service.js';
import { GroupViewsService } from './group-views.service.js';
import { GroupsController } from './groups.controller.js';
import { GroupsService } from './groups.service.js';
import { OnboardingGroupController } from './onboarding-group.controller.js';
import { OnboardingGroupService } from './onboarding-group.service.js';

/** Groups and everything about belonging to one: membership, joining, requests, exclusion. */
@Module({
  imports: [EventsModule],
  controllers: [GroupsController, JoinRequestsController, OnboardingGroupController],
  providers: [
    GroupsService,
    GroupAccessService,
    GroupViewsService,
    MembershipsService,
    JoiningService,
    JoinRequestsService,
    ExclusionService,
    OnboardingGroupService,
    GroupActivityService,
  ],
  exports: [GroupAccessService, GroupsService, MembershipsService],
})
export class GroupsModule {}
