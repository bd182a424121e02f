import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { RatesController } from './rates.controller.js';
import { RatesService } from './rates.service.js';

/** The super admins' exchange rates between the groups' currencies and the US dollar. */
@Module({
  imports: [AuditModule],
  controllers: [RatesController],
  providers: [RatesService],
  exports: [RatesService],
})
export class RatesModule {}
