import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { RotationController } from './rotation.controller.js';
import { RotationSlot } from './rotation-slot.entity.js';
import { RotationStandingViews } from './rotation-standing-views.service.js';
import { RotationViews } from './rotation-views.service.js';
import { RotationService } from './rotation.service.js';

/** The payout queue (rotation_slots): locked at the start, arranged by an admin before it. */
@Module({
  imports: [TypeOrmModule.forFeature([RotationSlot]), GroupsModule, MembershipsModule, AuditModule],
  controllers: [RotationController],
  providers: [RotationService, RotationStandingViews, RotationViews],
  exports: [RotationService],
})
export class RotationModule {}
