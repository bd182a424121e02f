import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CryptoSendInput, CryptoTransactionDto, WalletNetwork } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { checksum, isEqual, validate } from 'ox/Address';
import { from as parseUnits } from 'ox/Value';
import type { Address, Hex } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { User } from '../users/user.entity.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoSend } from './crypto-payment.entities.js';
import { toSendDto } from './crypto-payment.mapper.js';
import { CryptoWallet } from './crypto.entities.js';
import { CustodialSignerService } from './custodial-signer.service.js';
import { NOT_FOUND_AFTER_MS } from './payment-verifier.service.js';
import { decimalsOf } from './token-conversion.js';
import { confirmationsOf } from './transfer-match.js';

type SendInput = CryptoSendInput & { network: WalletNetwork };

/**
 * Tokens sent from a custodial wallet to an address its owner gives: checked (the wallet is the
 * caller's, the address valid and not the wallet itself, the amount within the token's
 * decimals, the balance and the gas), signed by the server, recorded, broadcast, then followed
 * on chain like a payment.
 */
@Injectable()
export class CryptoSendsService {
  constructor(
    @InjectRepository(CryptoSend) private readonly sends: Repository<CryptoSend>,
    @InjectRepository(CryptoWallet) private readonly wallets: Repository<CryptoWallet>,
    private readonly chain: ChainReaderService,
    private readonly signer: CustodialSignerService,
  ) {}

  async send(
    user: User,
    address: string,
    input: SendInput,
    idempotencyKey: string | undefined,
  ): Promise<CryptoTransactionDto> {
    const network = input.network;
    const settings = this.chain.network(network);
    const wallet = await this.wallets.findOneBy({
      userId: user.id,
      network,
      address: checksum(address.toLowerCase()),
    });
    if (!wallet) throw new DomainError('WALLET_NOT_FOUND');
    if (idempotencyKey) {
      const replay = await this.replay(user, idempotencyKey, wallet.id);
      if (replay) return replay;
    }
    // Mixed case carries an EIP-55 checksum, which must hold: a typo is refused, not paid.
    if (!validate(input.to, { strict: true })) throw new DomainError('INVALID_ADDRESS');
    const to = checksum(input.to);
    if (isEqual(to, wallet.address as Address)) throw new DomainError('SEND_TO_SELF');
    const token = this.chain.token(network, input.token_symbol);
    if (decimalsOf(input.amount) > token.decimals) throw new DomainError('AMOUNT_TOO_PRECISE');
    const amount = parseUnits(input.amount, token.decimals);
    if (amount <= 0n)
      throw new DomainError('VALIDATION_FAILED', undefined, {
        field: 'amount',
        message_key: 'amountPositive',
      });
    let row: CryptoSend | undefined;
    try {
      const { broadcast } = await this.signer.transfer({
        network,
        wallet,
        token: token.address,
        to,
        amount,
        record: async (hash: Hex) => {
          row = this.sends.create({
            id: newId(),
            userId: user.id,
            walletId: wallet.id,
            network,
            tokenSymbol: input.token_symbol,
            tokenAddress: checksum(token.address),
            fromAddress: wallet.address,
            toAddress: to,
            amountRaw: amount.toString(),
            tokenDecimals: token.decimals,
            txHash: hash.toLowerCase(),
            chainStatus: 'pending',
            failureReason: null,
            blockNumber: null,
            confirmations: 0,
            idempotencyKey: idempotencyKey ?? null,
            createdAt: new Date(),
            checkedAt: null,
            confirmedAt: null,
          });
          await this.sends.insert(row);
        },
      });
      if (!row) throw new Error('the send was not recorded');
      if (broadcast === 'rejected') {
        row.chainStatus = 'failed';
        row.failureReason = 'broadcast_failed';
        await this.sends.update(
          { id: row.id },
          { chainStatus: 'failed', failureReason: 'broadcast_failed' },
        );
      }
    } catch (err) {
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(user, idempotencyKey, wallet.id);
        if (replay) return replay;
      }
      throw err;
    }
    const checked = await this.check(row.id).catch(() => row!);
    return toSendDto(checked, settings);
  }

  /** Follows a send on chain: mined and not reverted with the network's confirmations. */
  async check(id: string, now = new Date()): Promise<CryptoSend> {
    const repo = this.sends;
    const send = await repo.findOneByOrFail({ id });
    if (send.chainStatus !== 'pending') return send;
    const settings = this.chain.network(send.network);
    const receipt = await this.chain.receipt(send.network, send.txHash as Hex);
    let change: Partial<CryptoSend>;
    if (!receipt) {
      change =
        now.getTime() - send.createdAt.getTime() > NOT_FOUND_AFTER_MS
          ? { chainStatus: 'failed', failureReason: 'not_found', checkedAt: now }
          : { checkedAt: now };
    } else if (receipt.status !== 'success') {
      change = {
        chainStatus: 'failed',
        failureReason: 'reverted',
        blockNumber: Number(receipt.blockNumber),
        checkedAt: now,
      };
    } else {
      const confirmations = confirmationsOf(
        await this.chain.head(send.network),
        receipt.blockNumber,
      );
      const confirmed = confirmations >= settings.confirmations;
      change = {
        chainStatus: confirmed ? 'confirmed' : 'pending',
        confirmations,
        blockNumber: Number(receipt.blockNumber),
        checkedAt: now,
        confirmedAt: confirmed ? now : null,
      };
    }
    await repo.update({ id: send.id, chainStatus: 'pending' }, change);
    return Object.assign(send, change);
  }

  private async replay(user: User, key: string, walletId: string) {
    const existing = await this.sends.findOneBy({ userId: user.id, idempotencyKey: key });
    if (!existing) return undefined;
    if (existing.walletId !== walletId) throw new DomainError('IDEMPOTENCY_CONFLICT');
    return toSendDto(existing, this.chain.network(existing.network));
  }
}
