import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { FinesModule } from '../fines/fines.module.js';
import { SavingsModule } from '../savings/savings.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaAccountController } from './mpesa-account.controller.js';
import { MpesaCallbackGuard, PaybillCallbackGuard } from './mpesa-callback.guard.js';
import { MpesaCallbacksController } from './mpesa-callbacks.controller.js';
import { MpesaChecksJob } from './mpesa-checks.job.js';
import { MpesaConsoleController } from './mpesa-console.controller.js';
import { MpesaConsoleViews } from './mpesa-console-views.service.js';
import { MpesaAccountReference, MpesaPaybillPayment } from './mpesa-paybill.entities.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';
import { MpesaPayment } from './mpesa-payment.entity.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';
import { MpesaPayout } from './mpesa-payout.entity.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';
import { MpesaLoanDisbursements } from './mpesa-loan-disbursements.service.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { MpesaController } from './mpesa.controller.js';
import { PaybillCallbacksController } from './paybill-callbacks.controller.js';
import { SettlementQueue } from './settlement-queue.js';
import { StatusResults } from './status-results.service.js';
import { BalanceCallbacksController } from './balance-callbacks.controller.js';
import { MpesaBalanceAccountRow, MpesaBalanceQuery } from './mpesa-balance.entities.js';
import { MpesaBalanceService } from './mpesa-balance.service.js';
import { MpesaMoneyController } from './mpesa-money.controller.js';
import { MpesaStatementImport, MpesaStatementMismatch } from './mpesa-statement.entities.js';
import { MpesaStatementsService } from './mpesa-statements.service.js';
import { UsersModule } from '../users/users.module.js';
import { AuditModule } from '../audit/audit.module.js';

/**
 * Contributions collected through Safaricom's M-Pesa (Daraja): STK pushes and paybill payments,
 * pots and loans paid out to the member's phone (B2C), the callbacks that Daraja makes, their confirmation with Daraja, the operators' suspense
 * queue, and the job that resolves what Daraja left unanswered.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MpesaPayment,
      MpesaAccountReference,
      MpesaPaybillPayment,
      MpesaPayout,
      MpesaBalanceQuery,
      MpesaBalanceAccountRow,
      MpesaStatementImport,
      MpesaStatementMismatch,
    ]),
    PayoutsModule,
    ContributionsModule,
    FinesModule,
    SavingsModule,
    GroupsModule,
    UsersModule,
    AuditModule,
  ],
  controllers: [
    MpesaController,
    MpesaAccountController,
    MpesaCallbacksController,
    PaybillCallbacksController,
    MpesaConsoleController,
    BalanceCallbacksController,
    MpesaMoneyController,
  ],
  providers: [
    DarajaClient,
    MpesaPaymentsService,
    MpesaPaybillService,
    MpesaPayoutsService,
    MpesaLoanDisbursements,
    SettlementQueue,
    StatusResults,
    MpesaConsoleViews,
    MpesaBalanceService,
    MpesaStatementsService,
    MpesaChecksJob,
    MpesaCallbackGuard,
    PaybillCallbackGuard,
  ],
})
export class MpesaModule {}
