import { Module } from '@nestjs/common';
import { GroupsModule } from '../groups/groups.module.js';
import { MemberStandingViews } from './member-standing-views.service.js';
import { StandingController } from './standing.controller.js';

/** A member's standing: a reliability score from their payments in every group. */
@Module({
  imports: [GroupsModule],
  controllers: [StandingController],
  providers: [MemberStandingViews],
})
export class StandingModule {}
