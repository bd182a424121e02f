import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WalletNetwork } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { isEqual } from 'ox/Address';
import type { Address, Hex } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoWallet } from './crypto.entities.js';
import { withPrivateKey } from './hd-keys.js';
import { MasterSeedService } from './master-seed.service.js';
import { loadViem, loadViemAccounts } from './viem-loader.js';

/** How long a second transfer from the same wallet waits for the first to be broadcast. */
const NONCE_LOCK_WAIT_SECONDS = 20;

/** sent: the node took it; rejected: the node refused it; unknown: no answer. */
export type Broadcast = 'sent' | 'rejected' | 'unknown';

export interface CustodialTransfer {
  network: WalletNetwork;
  wallet: { address: string; derivationPath: string };
  token: Address;
  to: Address;
  /** In the token's smallest unit. */
  amount: bigint;
  /**
   * Stores what the transfer is for, with its hash, before anything is broadcast: a failure
   * here broadcasts nothing; a crash after it leaves a row the job checks.
   */
  record: (hash: Hex) => Promise<void>;
}

/**
 * Signs and broadcasts ERC-20 transfers from custodial wallets. The private key is derived from
 * the master seed for the one signature and wiped (hd-keys.ts); nonces are read and used under
 * a named lock per address, held until the broadcast, so that two transfers from one wallet at
 * the same time do not take the same nonce.
 */
@Injectable()
export class CustodialSignerService {
  constructor(
    @InjectRepository(CryptoWallet) private readonly wallets: Repository<CryptoWallet>,
    private readonly upkeep: DatabaseUpkeep,
    private readonly seed: MasterSeedService,
    private readonly chain: ChainReaderService,
  ) {}

  /**
   * Checks the token balance and the gas, signs, records, broadcasts. Answers the hash and
   * whether the node took the transaction; refusals (balance, gas, RPC down) record nothing.
   */
  async transfer(t: CustodialTransfer): Promise<{ hash: Hex; broadcast: Broadcast }> {
    this.seed.key();
    const from = t.wallet.address as Address;
    // MySQL lock names stop at 64 characters: the address without its 0x keeps it at 55.
    const lock = `nonce:${t.network}:${from.slice(2).toLowerCase()}`;
    const done = await this.upkeep.underNamedLock(
      lock,
      () => this.signRecordSend(t, from),
      NONCE_LOCK_WAIT_SECONDS,
    );
    if (!done.ran) throw new DomainError('CRYPTO_SERVICE_UNAVAILABLE');
    return done.value;
  }

  private async signRecordSend(t: CustodialTransfer, from: Address) {
    const balance = await this.chain.tokenBalance(t.network, t.token, from);
    if (balance < t.amount) throw new DomainError('CRYPTO_INSUFFICIENT_BALANCE');
    // Without any native coin the gas estimate itself may be refused: the clear answer first.
    const native = await this.chain.nativeBalance(t.network, from);
    if (native === 0n) throw new DomainError('CRYPTO_INSUFFICIENT_GAS');
    const { encodeFunctionData, erc20Abi, HttpRequestError, keccak256, TimeoutError } =
      await loadViem();
    const { privateKeyToAccount } = await loadViemAccounts();
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [t.to, t.amount],
    });
    const [chainId, nonce, estimate, gasPrice] = await this.chain.rpc(t.network, (client) =>
      Promise.all([
        client.getChainId(),
        client.getTransactionCount({ address: from, blockTag: 'pending' }),
        client.estimateGas({ account: from, to: t.token, data }),
        client.getGasPrice(),
      ]),
    );
    // A fifth more than the estimate: a transfer's cost moves a little with the state.
    const gas = (estimate * 12n) / 10n;
    if (native < gas * gasPrice) throw new DomainError('CRYPTO_INSUFFICIENT_GAS');
    const serialized = await withPrivateKey(
      await this.seed.mnemonic(),
      t.wallet.derivationPath,
      async (privateKey) => {
        const account = privateKeyToAccount(privateKey);
        if (!isEqual(account.address, from))
          throw new Error('the derived key does not match the wallet address');
        // Legacy (EIP-155) transactions: every EVM network takes them.
        return account.signTransaction({
          type: 'legacy',
          chainId,
          nonce,
          to: t.token,
          data,
          gas,
          gasPrice,
        });
      },
    );
    const hash = keccak256(serialized);
    await t.record(hash);
    const client = await this.chain.client(t.network);
    const broadcast: Broadcast = await client
      .sendRawTransaction({ serializedTransaction: serialized })
      .then(
        () => 'sent' as const,
        // No answer: the node may have it; the checks find out. An answer refusing it: never sent.
        (err: unknown) =>
          err instanceof HttpRequestError || err instanceof TimeoutError
            ? ('unknown' as const)
            : ('rejected' as const),
      );
    if (broadcast === 'sent') await this.storeBalanceAfter(t, from, balance - t.amount);
    return { hash, broadcast };
  }

  /**
   * The wallet screen shows the balances stored at the last read: after a transfer the server
   * itself signed and the node took, the stored balance of that token is the one just read less
   * what left, so that the screen shows what the server moved without waiting for "Actualiser"
   * (the transfer may not be mined yet, so a new read would still show the old balance).
   */
  private async storeBalanceAfter(t: CustodialTransfer, from: Address, after: bigint) {
    const settings = this.chain.network(t.network);
    const column = isEqual(t.token, settings.usdt.address as Address)
      ? 'balanceUsdt'
      : isEqual(t.token, settings.usdc.address as Address)
        ? 'balanceUsdc'
        : null;
    if (!column) return;
    await this.wallets.update(
      { address: from, network: t.network },
      { [column]: after.toString(), balancesReadAt: new Date() },
    );
  }
}
