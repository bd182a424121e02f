import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { SavingsRules } from './savings-rules.entity.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsController } from './savings.controller.js';

/** Table banking: a group's savings fund beside its rotation, and the loans it grants. */
@Module({
  imports: [TypeOrmModule.forFeature([SavingsRules]), GroupsModule, AuditModule],
  controllers: [SavingsController],
  providers: [SavingsRulesService],
  exports: [SavingsRulesService],
})
export class SavingsModule {}
