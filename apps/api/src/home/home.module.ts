import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { GuidedFlowsModule } from '../guided-flows/guided-flows.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { HomeController } from './home.controller.js';
import { MemberHomeViews } from './member-home-views.service.js';

/** The member dashboard's first screen in one request: composes the other domains' views. */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    GroupsModule,
    ContributionsModule,
    GuidedFlowsModule,
    NotificationsModule,
    AdsModule,
  ],
  controllers: [HomeController],
  providers: [MemberHomeViews],
})
export class HomeModule {}
