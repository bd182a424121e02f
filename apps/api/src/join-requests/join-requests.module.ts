import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CommonModule } from '../common/common.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvitationCode, JoinRequest } from './join-request.entity.js';
import { JoinRequestViews } from './join-request-views.service.js';
import { JoinRequestsController } from './join-requests.controller.js';
import { JoinRequestsService } from './join-requests.service.js';
import { JoiningController } from './joining.controller.js';
import { JoiningService } from './joining.service.js';

/** Asking to join, deciding, and the ways in (codes, public join): join_requests, invitation_codes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([JoinRequest, InvitationCode]),
    GroupsModule,
    MembershipsModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
    MailModule,
    CommonModule,
  ],
  controllers: [JoinRequestsController, JoiningController],
  providers: [JoinRequestsService, JoinRequestViews, JoiningService],
})
export class JoinRequestsModule {}
