import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  createWalletSchema,
  EVM_ADDRESS_PATTERN,
  refreshWalletQuerySchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { CryptoService } from './crypto.service.js';
import { CryptoNetworksService } from './crypto-networks.service.js';
import { CryptoTransactionsViewsService } from './crypto-transactions-views.service.js';

@Controller('crypto')
export class CryptoController {
  constructor(
    private readonly crypto: CryptoService,
    private readonly transactionsViews: CryptoTransactionsViewsService,
    private readonly networksService: CryptoNetworksService,
  ) {}

  @Post('wallet')
  create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(createWalletSchema)) body: z.output<typeof createWalletSchema>,
  ) {
    return this.crypto.createWallet(user, body.network);
  }

  @Get('wallets')
  list(@CurrentUser() user: User) {
    return this.crypto.list(user);
  }

  @Post('wallets/:address/refresh')
  @HttpCode(200)
  refresh(
    @CurrentUser() user: User,
    @Param('address') address: string,
    @Query(new ZodPipe(refreshWalletQuerySchema)) query: z.output<typeof refreshWalletQuerySchema>,
  ) {
    if (!EVM_ADDRESS_PATTERN.test(address)) throw new DomainError('WALLET_NOT_FOUND');
    return this.crypto.refresh(user, address, query.network);
  }

  @Get('transactions')
  transactions(@CurrentUser() user: User) {
    return this.transactionsViews.list(user);
  }

  @Get('networks')
  networks() {
    return this.networksService.list();
  }
}
