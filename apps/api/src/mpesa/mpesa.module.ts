import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaCallbackGuard } from './mpesa-callback.guard.js';
import { MpesaCallbacksController } from './mpesa-callbacks.controller.js';
import { MpesaChecksJob } from './mpesa-checks.job.js';
import { MpesaPayment } from './mpesa-payment.entity.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';
import { MpesaController } from './mpesa.controller.js';

/**
 * Contributions collected through Safaricom's M-Pesa (Daraja): STK pushes, the callbacks that
 * Daraja makes, their confirmation with Daraja, and the job that resolves unanswered pushes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MpesaPayment]), ContributionsModule, GroupsModule],
  controllers: [MpesaController, MpesaCallbacksController],
  providers: [DarajaClient, MpesaPaymentsService, MpesaChecksJob, MpesaCallbackGuard],
})
export class MpesaModule {}
