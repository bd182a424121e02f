import { Module } from '@nestjs/common';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoController } from './crypto.controller.js';
import { CryptoService } from './crypto.service.js';
import { MasterSeedService } from './master-seed.service.js';
import { ChainLogsService } from './chain-logs.service.js';
import { CryptoNetworksService } from './crypto-networks.service.js';
import { CryptoTransactionsViewsService } from './crypto-transactions-views.service.js';
import { DepositScanJob } from './deposit-scan.job.js';
import { DepositScannerService } from './deposit-scanner.service.js';

/** Custodial wallets on EVM networks: the master seed, the derived addresses, the balances. */
@Module({
  controllers: [CryptoController],
  providers: [
    CryptoService,
    MasterSeedService,
    ChainReaderService,
    ChainLogsService,
    DepositScannerService,
    DepositScanJob,
    CryptoTransactionsViewsService,
    CryptoNetworksService,
  ],
  exports: [CryptoService],
})
export class CryptoModule {}
