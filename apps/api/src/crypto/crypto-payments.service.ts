import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Big from 'big.js';
import type {
  CryptoPaymentDto,
  CryptoPaymentInput,
  CryptoQuoteDto,
  CryptoQuoteInput,
  WalletNetwork,
} from '@tontine/contracts';
import { DEFAULT_WALLET_NETWORK } from '@tontine/contracts';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { checksum } from 'ox/Address';
import type { Address, Hex } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { FinesService } from '../fines/fines.service.js';
import { SavingsService } from '../savings/savings.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { RatesService } from '../rates/rates.service.js';
import type { User } from '../users/user.entity.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoPayment, CryptoPaymentQuote } from './crypto-payment.entities.js';
import { toPaymentDto, toQuoteDto, type PaidItem } from './crypto-payment.mapper.js';
import { CryptoWallet } from './crypto.entities.js';
import { CustodialSignerService } from './custodial-signer.service.js';
import { PaymentVerifierService } from './payment-verifier.service.js';
import { tokenAmountRaw } from './token-conversion.js';

/** How long a quote's rate and token amount hold (decision 0025). */
export const QUOTE_VALIDITY_MS = 30 * 60 * 1000;

type QuoteInput = CryptoQuoteInput & { network: WalletNetwork };

/**
 * Contributions, late fines and savings paid in tokens: a quote fixes what the cycle (the fine,
 * the saving) costs in a token; a payment of the quote, from the member's custodial wallet (the
 * server signs) or an outside wallet (its transaction hash), makes a pending crypto contribution
 * (holds the fine pending, writes the saving pending) and a crypto_payments row together, then
 * the verifier follows the transaction on chain.
 */
@Injectable()
export class CryptoPaymentsService {
  constructor(
    @InjectRepository(CryptoPaymentQuote) private readonly quotes: Repository<CryptoPaymentQuote>,
    @InjectRepository(CryptoPayment) private readonly payments: Repository<CryptoPayment>,
    @InjectRepository(CryptoWallet) private readonly wallets: Repository<CryptoWallet>,
    private readonly transactions: Transactions,
    private readonly contributions: ContributionsService,
    private readonly rates: RatesService,
    private readonly chain: ChainReaderService,
    private readonly signer: CustodialSignerService,
    private readonly verifier: PaymentVerifierService,
    private readonly access: GroupAccessService,
    private readonly fines: FinesService,
    private readonly savings: SavingsService,
  ) {}

  async quote(user: User, input: QuoteInput): Promise<CryptoQuoteDto> {
    const network = input.network ?? DEFAULT_WALLET_NETWORK;
    // The switch and the group's rules first, then the network: who may pay is told so first.
    const { group, cycle, due, fineId, forSaving } = input.fine_id
      ? { ...(await this.fineDue(user, input.group_id, input.fine_id)), forSaving: false }
      : input.saving
        ? await this.savingDue(
            user,
            input.group_id,
            input.saving.amount === undefined ? undefined : String(input.saving.amount),
          )
        : {
            ...(await this.contributions.cryptoDue(user, input.group_id, input.cycle_number)),
            fineId: null,
            forSaving: false,
          };
    const settings = this.chain.network(network);
    const token = this.chain.token(network, input.token_symbol);
    const rate = await this.rates.current(group.currency);
    const now = new Date();
    const quote = this.quotes.create({
      id: newId(),
      userId: user.id,
      groupId: group.id,
      cycleNumber: cycle,
      fineId,
      forSaving,
      network,
      tokenSymbol: input.token_symbol,
      tokenAddress: checksum(token.address),
      tokenDecimals: token.decimals,
      tokenAmountRaw: tokenAmountRaw(due, rate.unitsPerUsd, token.decimals).toString(),
      amount: due,
      currency: group.currency,
      rate: rate.unitsPerUsd,
      rateSetAt: rate.setAt,
      treasury: checksum(settings.treasury),
      expiresAt: new Date(now.getTime() + QUOTE_VALIDITY_MS),
      createdAt: now,
    });
    await this.quotes.insert(quote);
    return toQuoteDto(quote);
  }

  /** A late fine of the caller's in the group, whole: what its quote is for. */
  private async fineDue(user: User, groupId: string, fineId: string) {
    this.contributions.assertCryptoEnabled();
    const { fine, group } = await this.fines.payable(user, fineId);
    if (group.id !== groupId) throw new DomainError('FINE_NOT_FOUND');
    return { group, cycle: fine.cycleNumber, due: fine.amount, fineId: fine.id };
  }

  /** The caller's next saving into the group's fund: what its quote is for. */
  private async savingDue(user: User, groupId: string, amount: string | undefined) {
    this.contributions.assertCryptoEnabled();
    const { group, cycle, amount: due } = await this.savings.due(user, groupId, amount);
    return { group, cycle, due, fineId: null, forSaving: true };
  }

  async pay(
    user: User,
    input: CryptoPaymentInput,
    idempotencyKey: string | undefined,
  ): Promise<CryptoPaymentDto> {
    if (idempotencyKey) {
      const replay = await this.replay(user, idempotencyKey, input.quote_id);
      if (replay) return replay;
    }
    // Before anything is signed: the switch is checked again when the contribution is written.
    this.contributions.assertCryptoEnabled();
    const quote = await this.quotes.findOneBy({ id: input.quote_id, userId: user.id });
    if (!quote) throw new DomainError('QUOTE_NOT_FOUND');
    if (await this.payments.existsBy({ quoteId: quote.id })) throw new DomainError('QUOTE_USED');
    if (quote.expiresAt.getTime() < Date.now()) throw new DomainError('QUOTE_EXPIRED');
    try {
      const payment =
        input.source === 'custodial'
          ? await this.payFromWallet(user, quote, idempotencyKey)
          : await this.payFromOutside(user, quote, input.tx_hash, idempotencyKey);
      // Checked at once: an outside transfer may already be confirmed, a revert known.
      const checked = await this.verifier.check(payment.id).catch(() => payment);
      return this.dto(checked);
    } catch (err) {
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(user, idempotencyKey, input.quote_id);
        if (replay) return replay;
      }
      if (isUniqueViolation(err)) throw await this.whichUsed(quote, input);
      throw err;
    }
  }

  /** The payer's payment, re-checked on chain while pending (GET answers the stored one if the node is down). */
  async get(user: User, id: string, strict: boolean): Promise<CryptoPaymentDto> {
    const payment = await this.own(user, id);
    if (payment.chainStatus !== 'pending') return this.dto(payment);
    const checked = strict
      ? await this.verifier.check(payment.id)
      : await this.verifier.check(payment.id).catch(() => payment);
    return this.dto(checked);
  }

  /** The payment of a contribution, for the console. */
  findByContribution(contributionId: string): Promise<CryptoPayment | null> {
    return this.payments.findOneBy({ contributionId });
  }

  /**
   * A fine's or a saving's payment by its own id, for the console (which lists them beside
   * contributions).
   */
  findProviderHeldPayment(id: string): Promise<CryptoPayment | null> {
    return /^[0-9a-f-]{36}$/i.test(id)
      ? this.payments.findOneBy({ id, contributionId: IsNull() })
      : Promise.resolve(null);
  }

  async dto(payment: CryptoPayment): Promise<CryptoPaymentDto> {
    const group = await this.access.findGroup(payment.groupId);
    return toPaymentDto(
      payment,
      await this.whatItPays(payment),
      group.name,
      this.configured(payment.network),
    );
  }

  /** The contribution, the fine or the saving the payment pays, as its answer shows them. */
  private async whatItPays(payment: CryptoPayment): Promise<PaidItem> {
    const none = { contributionStatus: null, fineStatus: null, savingStatus: null };
    if (payment.fineId) {
      const fine = await this.fines.find(payment.fineId);
      if (!fine) throw new Error(`crypto payment ${payment.id} without its fine`);
      return { ...none, cycleNumber: fine.cycleNumber, fineStatus: fine.status };
    }
    if (payment.savingId) {
      const saving = await this.savings.find(payment.savingId);
      if (!saving) throw new Error(`crypto payment ${payment.id} without its saving`);
      return { ...none, cycleNumber: saving.cycleNumber, savingStatus: saving.status };
    }
    const contribution = await this.contributions.findPayment(payment.contributionId!, 'crypto');
    if (!contribution) throw new Error(`crypto payment ${payment.id} without its contribution`);
    return {
      ...none,
      cycleNumber: contribution.cycleNumber,
      contributionStatus: contribution.status,
    };
  }

  private async payFromOutside(
    user: User,
    quote: CryptoPaymentQuote,
    txHash: string,
    idempotencyKey: string | undefined,
  ): Promise<CryptoPayment> {
    if (await this.hashUsed(this.payments, quote.network, txHash))
      throw new DomainError('TX_HASH_USED');
    // The node must answer before anything is recorded: down, the payer is told and retries.
    await this.chain.head(quote.network);
    return this.record(user, quote, {
      source: 'external',
      txHash,
      fromAddress: null,
      idempotencyKey: idempotencyKey ?? null,
    });
  }

  private async payFromWallet(
    user: User,
    quote: CryptoPaymentQuote,
    idempotencyKey: string | undefined,
  ): Promise<CryptoPayment> {
    const wallet = await this.wallets.findOneBy({ userId: user.id, network: quote.network });
    if (!wallet) throw new DomainError('WALLET_NOT_FOUND');
    let payment: CryptoPayment | undefined;
    const { broadcast } = await this.signer.transfer({
      network: quote.network,
      wallet,
      token: quote.tokenAddress as Address,
      to: quote.treasury as Address,
      amount: BigInt(quote.tokenAmountRaw),
      record: async (hash: Hex) => {
        payment = await this.record(user, quote, {
          source: 'custodial',
          txHash: hash.toLowerCase(),
          fromAddress: wallet.address,
          idempotencyKey: idempotencyKey ?? null,
        });
      },
    });
    if (!payment) throw new Error('the custodial transfer was not recorded');
    if (broadcast === 'rejected') {
      const failed = payment;
      await this.transactions.run(async (tx) => {
        const moved = await tx
          .getRepository(CryptoPayment)
          .update(
            { id: failed.id, chainStatus: 'pending' },
            { chainStatus: 'failed', failureReason: 'broadcast_failed', checkedAt: new Date() },
          );
        if (moved.affected) {
          await this.verifier.settleFailed(tx, failed, 'broadcast_failed');
          failed.chainStatus = 'failed';
          failed.failureReason = 'broadcast_failed';
        }
      });
    }
    return payment;
  }

  /**
   * The pending contribution, or the fine held pending, and its crypto_payments row, in one
   * transaction.
   */
  private async record(
    user: User,
    quote: CryptoPaymentQuote,
    paid: Pick<CryptoPayment, 'source' | 'txHash' | 'fromAddress' | 'idempotencyKey'>,
  ): Promise<CryptoPayment> {
    const payment = this.payments.create({
      id: newId(),
      quoteId: quote.id,
      userId: user.id,
      groupId: quote.groupId,
      network: quote.network,
      tokenSymbol: quote.tokenSymbol,
      tokenAddress: quote.tokenAddress,
      tokenAmountRaw: quote.tokenAmountRaw,
      tokenDecimals: quote.tokenDecimals,
      amount: quote.amount,
      currency: quote.currency,
      rate: quote.rate,
      treasury: quote.treasury,
      logIndex: null,
      chainStatus: 'pending',
      failureReason: null,
      confirmations: 0,
      blockNumber: null,
      createdAt: new Date(),
      checkedAt: null,
      confirmedAt: null,
      contributionId: null,
      fineId: quote.fineId,
      savingId: null,
      ...paid,
    });
    // Under the member's (or the group's) lock: the same payment submitted twice at once is
    // refused here (409) rather than as a payment beyond what is due.
    const unused = async (tx: EntityManager) => {
      if (await tx.getRepository(CryptoPayment).existsBy({ quoteId: quote.id }))
        throw new DomainError('QUOTE_USED');
      if (await this.hashUsed(tx.getRepository(CryptoPayment), quote.network, paid.txHash))
        throw new DomainError('TX_HASH_USED');
    };
    if (quote.fineId) {
      await this.fines.holdForProvider(user, quote.fineId, 'crypto', async (tx) => {
        await unused(tx);
        await tx.getRepository(CryptoPayment).insert(payment);
      });
      return payment;
    }
    if (quote.forSaving) {
      await this.savings.holdForProvider(
        user,
        quote.groupId,
        quote.amount,
        'crypto',
        () => this.contributions.assertCryptoEnabled(),
        async (tx, saving) => {
          await unused(tx);
          payment.savingId = saving.id;
          await tx.getRepository(CryptoPayment).insert(payment);
        },
        // A fixed saving's due moved since the quote (paid meanwhile): the quote no longer holds.
        (due) => {
          if (!new Big(due).eq(quote.amount)) throw new DomainError('QUOTE_EXPIRED');
        },
      );
      return payment;
    }
    await this.contributions.insertCrypto(
      user,
      quote.groupId,
      quote.cycleNumber,
      quote.amount,
      { txHash: paid.txHash, tokenSymbol: quote.tokenSymbol, network: quote.network },
      unused,
      async (tx, row) => {
        payment.contributionId = row.id;
        await tx.getRepository(CryptoPayment).insert(payment);
      },
    );
    return payment;
  }

  /** `payments` is the repository, or the transaction's when the check must hold with the insert. */
  private hashUsed(payments: Repository<CryptoPayment>, network: WalletNetwork, txHash: string) {
    return payments.existsBy({ network, txHash });
  }

  /** Which unique rule a refused insert broke: the transaction's or the quote's. */
  private async whichUsed(quote: CryptoPaymentQuote, input: CryptoPaymentInput) {
    if (
      input.source === 'external' &&
      (await this.hashUsed(this.payments, quote.network, input.tx_hash))
    )
      return new DomainError('TX_HASH_USED');
    return new DomainError('QUOTE_USED');
  }

  /** A retried request with the same key answers the first payment and sends nothing. */
  private async replay(user: User, key: string, quoteId: string) {
    const existing = await this.payments.findOneBy({ userId: user.id, idempotencyKey: key });
    if (!existing) return undefined;
    if (existing.quoteId !== quoteId) throw new DomainError('IDEMPOTENCY_CONFLICT');
    return this.dto(existing);
  }

  private async own(user: User, id: string): Promise<CryptoPayment> {
    const payment = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.payments.findOneBy({ id, userId: user.id })
      : null;
    if (!payment) throw new DomainError('CRYPTO_PAYMENT_NOT_FOUND');
    return payment;
  }

  private configured(network: WalletNetwork) {
    try {
      return this.chain.network(network);
    } catch {
      return undefined;
    }
  }
}
