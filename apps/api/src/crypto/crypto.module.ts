import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { FinesModule } from '../fines/fines.module.js';
import { SavingsModule } from '../savings/savings.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoChecksJob } from './crypto-checks.job.js';
import { CryptoDeposit, CryptoScanCursor } from './crypto-deposit.entities.js';
import { CryptoPayment, CryptoPaymentQuote, CryptoSend } from './crypto-payment.entities.js';
import { CryptoPaymentsController } from './crypto-payments.controller.js';
import { CryptoPaymentsService } from './crypto-payments.service.js';
import { CryptoSendsService } from './crypto-sends.service.js';
import { CryptoController } from './crypto.controller.js';
import { CryptoService } from './crypto.service.js';
import { CryptoKeyIndex, CryptoMasterSeed, CryptoWallet } from './crypto.entities.js';
import { CustodialSignerService } from './custodial-signer.service.js';
import { MasterSeedService } from './master-seed.service.js';
import { PaymentVerifierService } from './payment-verifier.service.js';
import { ChainLogsService } from './chain-logs.service.js';
import { CryptoNetworksService } from './crypto-networks.service.js';
import { CryptoTransactionsViewsService } from './crypto-transactions-views.service.js';
import { DepositScanJob } from './deposit-scan.job.js';
import { DepositScannerService } from './deposit-scanner.service.js';

/**
 * Custodial wallets on EVM networks (the master seed, the derived addresses, the balances) and
 * contributions paid in tokens: quotes, payments, their verification on chain, sends, the job.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CryptoMasterSeed,
      CryptoKeyIndex,
      CryptoWallet,
      CryptoPaymentQuote,
      CryptoPayment,
      CryptoSend,
      CryptoDeposit,
      CryptoScanCursor,
    ]),
    ContributionsModule,
    FinesModule,
    SavingsModule,
    GroupsModule,
    RatesModule,
  ],
  controllers: [CryptoController, CryptoPaymentsController],
  providers: [
    CryptoService,
    MasterSeedService,
    ChainReaderService,
    ChainLogsService,
    DepositScannerService,
    DepositScanJob,
    CryptoTransactionsViewsService,
    CryptoNetworksService,
    CustodialSignerService,
    PaymentVerifierService,
    CryptoPaymentsService,
    CryptoSendsService,
    CryptoChecksJob,
  ],
  exports: [CryptoService, CryptoPaymentsService, PaymentVerifierService, ChainReaderService],
})
export class CryptoModule {}
