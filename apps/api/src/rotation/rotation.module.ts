import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { RotationController } from './rotation.controller.js';
import { RotationSlot } from './rotation-slot.entity.js';
import { RotationStandingViews } from './rotation-standing-views.service.js';
import { RotationViews } from './rotation-views.service.js';
import { RotationService } from './rotation.service.js';
import { TurnSwap } from './turn-swap.entity.js';
import { TurnSwapsController } from './turn-swaps.controller.js';
import { TurnSwapsService } from './turn-swaps.service.js';

/**
 * The payout queue (rotation_slots): locked at the start, arranged by an admin before it, and
 * turns swapped between two members with an admin's approval (turn_swaps).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RotationSlot, TurnSwap]),
    GroupsModule,
    MembershipsModule,
    AuditModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [RotationController, TurnSwapsController],
  providers: [RotationService, RotationStandingViews, RotationViews, TurnSwapsService],
  exports: [RotationService],
})
export class RotationModule {}
