import { Module } from '@nestjs/common';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoController } from './crypto.controller.js';
import { CryptoService } from './crypto.service.js';
import { MasterSeedService } from './master-seed.service.js';

/** Custodial wallets on EVM networks: the master seed, the derived addresses, the balances. */
@Module({
  controllers: [CryptoController],
  providers: [CryptoService, MasterSeedService, ChainReaderService],
  exports: [CryptoService],
})
export class CryptoModule {}
