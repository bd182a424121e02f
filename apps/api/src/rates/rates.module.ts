import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExchangeRate } from './exchange-rate.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { RatesController } from './rates.controller.js';
import { RatesService } from './rates.service.js';

/** The super admins' exchange rates between the groups' currencies and the US dollar. */
@Module({
  imports: [TypeOrmModule.forFeature([ExchangeRate]), AuditModule, UsersModule],
  controllers: [RatesController],
  providers: [RatesService],
  exports: [RatesService],
})
export class RatesModule {}
