import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { Saving } from './saving.entity.js';
import { SavingsRules } from './savings-rules.entity.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsController } from './savings.controller.js';
import { SavingsFundViews } from './savings-fund-views.service.js';
import { SavingsService } from './savings.service.js';

/** Table banking: a group's savings fund beside its rotation, and the loans it grants. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SavingsRules, Saving]),
    ContributionsModule,
    GroupsModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
  ],
  controllers: [SavingsController],
  providers: [SavingsRulesService, SavingsService, SavingsFundViews],
  exports: [SavingsRulesService],
})
export class SavingsModule {}
