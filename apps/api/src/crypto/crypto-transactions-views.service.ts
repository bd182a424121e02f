import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CryptoTransactionDto, WalletNetwork } from '@tontine/contracts';
import { In, type DataSource } from 'typeorm';
import { format as formatUnits } from 'ox/Value';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { Group } from '../groups/group.entity.js';
import { CryptoDeposit } from './crypto-deposit.entities.js';
import { CryptoPayment, CryptoSend } from './crypto-payment.entities.js';
import { CryptoWallet } from './crypto.entities.js';
import { DepositScannerService } from './deposit-scanner.service.js';
import { txExplorerUrl } from './tx-explorer-url.js';

/** The list answers the newest this many: older ones stay in the database. */
export const TRANSACTIONS_CAP = 200;

/**
 * GET /api/crypto/transactions: what moved in or out of the caller's wallets, newest first —
 * deposits found by the scan, contributions and fines paid in crypto, sends. A short scan of the caller's
 * networks runs first (DepositScannerService.scanBriefly), so a deposit shows without waiting
 * for the job; a node that does not answer leaves the list as stored.
 */
@Injectable()
export class CryptoTransactionsViewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scanner: DepositScannerService,
  ) {}

  async list(user: User): Promise<CryptoTransactionDto[]> {
    const wallets = await this.db.getRepository(CryptoWallet).findBy({ userId: user.id });
    await this.scanner.scanBriefly([...new Set(wallets.map((w) => w.network as WalletNetwork))]);
    const rows = (
      await Promise.all([this.deposits(user), this.contributions(user), this.sends(user)])
    ).flat();
    return rows
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .slice(0, TRANSACTIONS_CAP);
  }

  private async deposits(user: User): Promise<CryptoTransactionDto[]> {
    const deposits = await this.db.getRepository(CryptoDeposit).find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: TRANSACTIONS_CAP,
    });
    return deposits.map((d) => ({
      id: d.id,
      transaction_type: 'deposit',
      amount: formatUnits(BigInt(d.amountRaw), d.tokenDecimals),
      token_symbol: d.tokenSymbol,
      network: d.network,
      status: d.chainStatus,
      tx_hash: d.txHash,
      explorer_url: this.explorer(d.network, d.txHash),
      wallet_address: d.toAddress,
      counterparty: d.fromAddress,
      group_name: null,
      fiat_amount: null,
      currency: null,
      created_at: d.createdAt.toISOString(),
    }));
  }

  /** Contributions, fines and savings paid in crypto, from the custodial wallet or an outside one. */
  private async contributions(user: User): Promise<CryptoTransactionDto[]> {
    const payments = await this.db.getRepository(CryptoPayment).find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: TRANSACTIONS_CAP,
    });
    const groupIds = [...new Set(payments.map((p) => p.groupId))];
    const groups = groupIds.length
      ? await this.db.getRepository(Group).findBy({ id: In(groupIds) })
      : [];
    const names = new Map(groups.map((g) => [g.id, g.name]));
    return payments.map((p) => ({
      id: p.id,
      transaction_type: p.fineId ? 'fine' : p.savingId ? 'saving' : 'contribution',
      amount: formatUnits(BigInt(p.tokenAmountRaw), p.tokenDecimals),
      token_symbol: p.tokenSymbol,
      network: p.network,
      status: p.chainStatus,
      tx_hash: p.txHash,
      explorer_url: this.explorer(p.network, p.txHash),
      // An outside wallet is not one of the user's wallets, even though the chain named it.
      wallet_address: p.source === 'custodial' ? p.fromAddress : null,
      counterparty: p.treasury,
      group_name: names.get(p.groupId) ?? null,
      fiat_amount: p.amount,
      currency: p.currency,
      created_at: p.createdAt.toISOString(),
    }));
  }

  private async sends(user: User): Promise<CryptoTransactionDto[]> {
    const sends = await this.db.getRepository(CryptoSend).find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: TRANSACTIONS_CAP,
    });
    return sends.map((s) => ({
      id: s.id,
      transaction_type: 'send',
      amount: formatUnits(BigInt(s.amountRaw), s.tokenDecimals),
      token_symbol: s.tokenSymbol,
      network: s.network,
      status: s.chainStatus,
      tx_hash: s.txHash,
      explorer_url: this.explorer(s.network, s.txHash),
      wallet_address: s.fromAddress,
      counterparty: s.toAddress,
      group_name: null,
      fiat_amount: null,
      currency: null,
      created_at: s.createdAt.toISOString(),
    }));
  }

  /** Null once the network is no longer configured: no link is made up. */
  private explorer(network: string, txHash: string | null): string | null {
    const settings = this.config.cryptoNetworks[network as WalletNetwork];
    return settings && txHash ? txExplorerUrl(settings.explorerUrl, txHash) : null;
  }
}
