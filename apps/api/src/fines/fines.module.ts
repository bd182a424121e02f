import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RotationModule } from '../rotation/rotation.module.js';
import { UsersModule } from '../users/users.module.js';
import { Fine } from './fine.entity.js';
import { FinesController } from './fines.controller.js';
import { FinesService } from './fines.service.js';
import { LateFinesJob } from './late-fines.job.js';

/** Late fines: applied by a job once a cycle's grace has passed, paid, validated and waived. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Fine]),
    ContributionsModule,
    GroupsModule,
    MembershipsModule,
    RotationModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
  ],
  controllers: [FinesController],
  providers: [FinesService, LateFinesJob],
  exports: [FinesService],
})
export class FinesModule {}
