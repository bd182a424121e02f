import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  createWalletSchema,
  cryptoNetworkListSchema,
  cryptoTransactionListSchema,
  EVM_ADDRESS_PATTERN,
  refreshWalletQuerySchema,
  walletDtoSchema,
  walletListSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { CryptoService } from './crypto.service.js';
import { CryptoNetworksService } from './crypto-networks.service.js';
import { CryptoTransactionsViewsService } from './crypto-transactions-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { LIST, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('crypto')
export class CryptoController {
  constructor(
    private readonly crypto: CryptoService,
    private readonly transactionsViews: CryptoTransactionsViewsService,
    private readonly networksService: CryptoNetworksService,
  ) {}

  @Endpoint({
    summary: 'Create my custodial wallet on a network',
    response: walletDtoSchema,
    access: 'signed-in',
    description:
      'Body `{ network }`: polygon (the default), ethereum or bsc. The address is derived from ' +
      "the platform's master seed at m/44'/60'/<network>'/0/<user index>; one wallet per user " +
      'and network (a second one is 409 `WALLET_EXISTS`). Balances are null until the first ' +
      'refresh. Refused with 503 when the server has no `WALLET_MASTER_KEY` or the network is ' +
      'not configured.',
    errors: ['CRYPTO_WALLETS_DISABLED', 'CRYPTO_NETWORK_UNAVAILABLE', 'WALLET_EXISTS'],
    success: { description: `The new wallet, ${shape('WalletDto')}.` },
  })
  @Post('wallet')
  create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(createWalletSchema)) body: z.output<typeof createWalletSchema>,
  ) {
    return this.crypto.createWallet(user, body.network);
  }

  @Endpoint({
    summary: 'My custodial wallets',
    response: walletListSchema,
    access: 'signed-in',
    description:
      'With the USDT and USDC balances last read on chain, in token units as decimal strings, ' +
      'and when they were read (`balances_read_at`, null if never). Oldest first.',
    success: { description: `A list of ${shape('WalletDto')}, oldest first.` },
  })
  @Get('wallets')
  list(@CurrentUser() user: User) {
    return this.crypto.list(user);
  }

  @Endpoint({
    summary: "Read my wallet's balances on chain",
    response: walletDtoSchema,
    access: 'signed-in',
    description:
      'Query `network` (polygon by default). Reads `balanceOf` on the configured USDT and USDC ' +
      'contracts through the network’s JSON-RPC and stores the balances with the time read. ' +
      'An RPC that fails or does not answer in time is 503 `CRYPTO_SERVICE_UNAVAILABLE` and ' +
      'nothing is stored.',
    parameters: { network: 'polygon (the default), ethereum or bsc.' },
    errors: ['CRYPTO_NETWORK_UNAVAILABLE', 'WALLET_NOT_FOUND', 'CRYPTO_SERVICE_UNAVAILABLE'],
    success: { description: `The wallet with its new balances, ${shape('WalletDto')}.` },
  })
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

  @Endpoint({
    summary: 'My crypto transactions',
    response: cryptoTransactionListSchema,
    access: 'signed-in',
    description:
      "Deposits to my wallets (the tokens' Transfer logs found by the deposit scan), my " +
      'contributions paid in crypto and my sends, newest first, the latest 200. `status` is ' +
      "the chain's: pending until the network's confirmations, then confirmed; failed when " +
      'the chain refused or dropped it. A short scan of my networks runs first (at most about ' +
      '2 s; the background job does the rest), and a node that does not answer leaves the ' +
      'list as stored.',
    success: { description: LIST('CryptoTransactionDto') },
  })
  @Get('transactions')
  transactions(@CurrentUser() user: User) {
    return this.transactionsViews.list(user);
  }

  @Endpoint({
    summary: 'The crypto networks the server offers',
    response: cryptoNetworkListSchema,
    access: 'signed-in',
    description:
      'polygon, ethereum and bsc, each with `available` false when the server has no ' +
      'configuration for it; otherwise its confirmations, explorer, treasury and tokens.',
    success: { description: `A list of ${shape('CryptoNetworkDto')}, one per network.` },
  })
  @Get('networks')
  networks() {
    return this.networksService.list();
  }
}
