import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CryptoPaymentDto,
  CryptoQuoteDto,
  CryptoTransactionDto,
  WalletDto,
} from '@tontine/contracts';
import { getAddress, type Address } from 'viem';
import type { LocalChain, TestToken } from './support/chain.js';
import { startCryptoTestbed, type CryptoTestbed } from './support/crypto-testbed.js';
import {
  fundGas,
  mine,
  OUTSIDE_WALLET,
  tokenBalance,
  transferFrom,
  TREASURY,
} from './support/chain-actions.js';
import { countRows, query } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import type { RowDataPacket } from 'mysql2/promise';
import { signInAs } from './support/sessions.js';

/**
 * Sending tokens from a custodial wallet against a real EVM node: the server checks, signs and
 * broadcasts; the background job (every 300 ms here) follows the send to its confirmations.
 */
let testbed: CryptoTestbed | undefined;
let chain: LocalChain | undefined;
let usdt: TestToken;
const CONFIRMATIONS = 2;

beforeAll(async () => {
  testbed = await startCryptoTestbed({
    usdcDecimals: 18,
    confirmations: CONFIRMATIONS,
    env: { CRYPTO_CHECK_INTERVAL_MS: '300' },
  });
  ({ chain, usdt } = testbed);
}, 120_000);

afterAll(async () => {
  await testbed?.stop();
});

async function walletOf(user: TestUser): Promise<Address> {
  const created = await api<WalletDto>('POST', '/api/crypto/wallet', {
    token: user.token,
    body: { network: 'polygon' },
  });
  expect(created.status).toBe(201);
  return created.body.address as Address;
}

const send = (user: TestUser, from: string, body: Record<string, unknown>, key?: string) =>
  api<CryptoTransactionDto & { code?: string }>('POST', `/api/crypto/wallets/${from}/send`, {
    token: user.token,
    body: { network: 'polygon', token_symbol: 'USDT', ...body },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const sendRow = async (id: string) =>
  (
    await query<RowDataPacket & { chain_status: string; confirmations: number }>(
      'SELECT chain_status, confirmations FROM crypto_sends WHERE id = ?',
      [id],
    )
  )[0]!;

describe('sending tokens from a custodial wallet', () => {
  it('signs and broadcasts the transfer, then the job confirms it', async () => {
    const user = await makeUser();
    const wallet = await walletOf(user);
    await usdt.mint(wallet, 25_000_000n);
    await fundGas(chain!, wallet);
    const key = `send-${randomBytes(8).toString('hex')}`;
    const sent = await send(
      user,
      wallet,
      { to: OUTSIDE_WALLET.toLowerCase(), amount: '12.5' },
      key,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      transaction_type: 'send',
      amount: '12.5',
      token_symbol: 'USDT',
      network: 'polygon',
      status: 'pending',
      tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      wallet_address: wallet,
      counterparty: getAddress(OUTSIDE_WALLET),
      group_name: null,
    });
    expect(sent.body.explorer_url).toBe(`http://127.0.0.1/explorer/tx/${sent.body.tx_hash}`);
    expect(await tokenBalance(chain!, usdt.address, OUTSIDE_WALLET)).toBeGreaterThanOrEqual(
      12_500_000n,
    );
    expect(await tokenBalance(chain!, usdt.address, wallet)).toBe(12_500_000n);
    // A retry with the same key answers the first send and sends nothing.
    const again = await send(user, wallet, { to: OUTSIDE_WALLET, amount: '12.5' }, key);
    expect(again.body.id).toBe(sent.body.id);
    expect(await tokenBalance(chain!, usdt.address, wallet)).toBe(12_500_000n);

    await mine(chain!, CONFIRMATIONS);
    expect(await settled('crypto_sends', sent.body.id)).toBe('confirmed');
    expect((await sendRow(sent.body.id)).confirmations).toBeGreaterThanOrEqual(CONFIRMATIONS);
  });

  it('refuses a balance too small, and a wallet without gas, recording nothing', async () => {
    const user = await makeUser();
    const wallet = await walletOf(user);
    await usdt.mint(wallet, 1_000_000n);
    const tooMuch = await send(user, wallet, { to: OUTSIDE_WALLET, amount: '1.000001' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: 'CRYPTO_INSUFFICIENT_BALANCE' });
    const noGas = await send(user, wallet, { to: OUTSIDE_WALLET, amount: '1' });
    expect(noGas.status).toBe(422);
    expect(noGas.body).toMatchObject({ code: 'CRYPTO_INSUFFICIENT_GAS' });
    expect(await countRows('crypto_sends', 'user_id = ?', [user.user.id])).toBe(0);
  });

  it('refuses a bad address, a wrong checksum, the wallet itself, too many decimals', async () => {
    const user = await makeUser();
    const wallet = await walletOf(user);
    const bad = await send(user, wallet, { to: '0x1234', amount: '1' });
    expect(bad.status).toBe(400);
    // EIP-55: one letter's case changed breaks the checksum.
    const checksummed = getAddress(OUTSIDE_WALLET);
    const i = checksummed.search(/[a-f]/);
    const typo = checksummed.slice(0, i) + checksummed[i]!.toUpperCase() + checksummed.slice(i + 1);
    const wrongSum = await send(user, wallet, { to: typo, amount: '1' });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body).toMatchObject({ code: 'INVALID_ADDRESS' });
    const self = await send(user, wallet, { to: wallet.toLowerCase(), amount: '1' });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'SEND_TO_SELF' });
    const precise = await send(user, wallet, { to: OUTSIDE_WALLET, amount: '1.0000001' });
    expect(precise.status).toBe(400);
    expect(precise.body).toMatchObject({ code: 'AMOUNT_TOO_PRECISE' });
    const zero = await send(user, wallet, { to: OUTSIDE_WALLET, amount: '0' });
    expect(zero.status).toBe(400);
    expect(await countRows('crypto_sends', 'user_id = ?', [user.user.id])).toBe(0);
  });

  it("answers 404 for another user's wallet", async () => {
    const [owner, stranger] = await Promise.all([makeUser(), makeUser()]);
    const wallet = await walletOf(owner);
    await usdt.mint(wallet, 5_000_000n);
    await fundGas(chain!, wallet);
    const theirs = await send(stranger, wallet, { to: OUTSIDE_WALLET, amount: '1' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'WALLET_NOT_FOUND' });
    expect(await tokenBalance(chain!, usdt.address, wallet)).toBe(5_000_000n);
  });
});

/** Waits for the job to move a row off pending (it runs every 300 ms here). */
async function settled(table: 'crypto_sends' | 'crypto_payments', id: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await query<RowDataPacket & { chain_status: string }>(
      `SELECT chain_status FROM ${table} WHERE id = ?`,
      [id],
    );
    if (row!.chain_status !== 'pending' || Date.now() > deadline) return row!.chain_status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the background job', () => {
  it('confirms a pending contribution payment once the blocks are there, nobody asking', async () => {
    const superAdmin = await signInAs('superAdmin');
    await api('POST', '/api/superadmin/rates', {
      token: superAdmin,
      body: { currency: 'KES', units_per_usd: '100' },
    });
    const admin = await makeUser();
    const group = await makeGroup(admin, {
      contribution_amount: '250',
      start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    });
    const [member] = await makeMembers(group, 1);
    const quote = await api<CryptoQuoteDto>('POST', '/api/crypto/payments/quote', {
      token: member!.token,
      body: { group_id: group.id, network: 'polygon', token_symbol: 'USDT' },
    });
    expect(quote.body.token_amount).toBe('2.5');
    await usdt.mint(OUTSIDE_WALLET, 2_500_000n);
    const hash = await transferFrom(chain!, usdt.address, OUTSIDE_WALLET, TREASURY, 2_500_000n);
    const paid = await api<CryptoPaymentDto>('POST', '/api/crypto/payments', {
      token: member!.token,
      body: { source: 'external', quote_id: quote.body.id, tx_hash: hash },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.chain_status).toBe('pending');
    await mine(chain!, CONFIRMATIONS);
    expect(await settled('crypto_payments', paid.body.id)).toBe('confirmed');
    const [contribution] = await query<RowDataPacket & { chain_status: string }>(
      'SELECT chain_status FROM contributions WHERE id = ?',
      [paid.body.contribution_id],
    );
    expect(contribution!.chain_status).toBe('confirmed');
  });
});
