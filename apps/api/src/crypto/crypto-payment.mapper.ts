import type {
  CryptoPaymentDto,
  CryptoQuoteDto,
  CryptoTransactionDto,
  FineStatus,
  SavingStatus,
  WalletNetwork,
} from '@tontine/contracts';
import { format as formatUnits } from 'ox/Value';
import type { CryptoNetworkEnv } from '../config/config.schema.js';
import type { Contribution } from '../contributions/contribution.entity.js';
import type { CryptoPayment, CryptoPaymentQuote, CryptoSend } from './crypto-payment.entities.js';
import { txExplorerUrl } from './tx-explorer-url.js';

export function toQuoteDto(q: CryptoPaymentQuote): CryptoQuoteDto {
  return {
    id: q.id,
    group_id: q.groupId,
    cycle_number: q.cycleNumber,
    fine_id: q.fineId,
    saving: q.forSaving,
    network: q.network,
    token_symbol: q.tokenSymbol,
    amount: q.amount,
    currency: q.currency,
    rate: q.rate,
    rate_set_at: q.rateSetAt.toISOString(),
    token_amount: formatUnits(BigInt(q.tokenAmountRaw), q.tokenDecimals),
    token_amount_raw: q.tokenAmountRaw,
    token_decimals: q.tokenDecimals,
    token_address: q.tokenAddress,
    treasury: q.treasury,
    expires_at: q.expiresAt.toISOString(),
    created_at: q.createdAt.toISOString(),
  };
}

/** The contribution, the fine or the saving a payment pays, as its answer shows them. */
export interface PaidItem {
  cycleNumber: number;
  contributionStatus: Contribution['status'] | null;
  fineStatus: FineStatus | null;
  savingStatus: SavingStatus | null;
}

/** `settings`: the network's configuration now (absent: no explorer link, 0 required). */
export function toPaymentDto(
  p: CryptoPayment,
  paid: PaidItem,
  groupName: string,
  settings: CryptoNetworkEnv | undefined,
): CryptoPaymentDto {
  return {
    id: p.id,
    contribution_id: p.contributionId,
    fine_id: p.fineId,
    saving_id: p.savingId,
    group_id: p.groupId,
    group_name: groupName,
    cycle_number: paid.cycleNumber,
    source: p.source,
    network: p.network,
    token_symbol: p.tokenSymbol,
    amount: p.amount,
    currency: p.currency,
    rate: p.rate,
    token_amount: formatUnits(BigInt(p.tokenAmountRaw), p.tokenDecimals),
    from_address: p.fromAddress,
    treasury: p.treasury,
    tx_hash: p.txHash,
    log_index: p.logIndex,
    chain_status: p.chainStatus,
    failure_reason: p.failureReason,
    confirmations: p.confirmations,
    required_confirmations: settings?.confirmations ?? 0,
    explorer_url: settings ? txExplorerUrl(settings.explorerUrl, p.txHash) : '',
    contribution_status: paid.contributionStatus,
    fine_status: paid.fineStatus,
    saving_status: paid.savingStatus,
    created_at: p.createdAt.toISOString(),
    checked_at: p.checkedAt?.toISOString() ?? null,
    confirmed_at: p.confirmedAt?.toISOString() ?? null,
  };
}

export function toSendDto(
  s: CryptoSend,
  settings: CryptoNetworkEnv | undefined,
): CryptoTransactionDto {
  return {
    id: s.id,
    transaction_type: 'send',
    amount: formatUnits(BigInt(s.amountRaw), s.tokenDecimals),
    token_symbol: s.tokenSymbol,
    network: s.network as WalletNetwork,
    status: s.chainStatus,
    tx_hash: s.txHash,
    explorer_url: settings ? txExplorerUrl(settings.explorerUrl, s.txHash) : null,
    wallet_address: s.fromAddress,
    counterparty: s.toAddress,
    group_name: null,
    fiat_amount: null,
    currency: null,
    created_at: s.createdAt.toISOString(),
  };
}
