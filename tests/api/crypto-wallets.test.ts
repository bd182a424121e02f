import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletDto } from '@tontine/contracts';
import { getAddress, parseUnits, type Address } from 'viem';
import { freePort } from './support/api-process.js';
import type { LocalChain, TestToken } from './support/chain.js';
import { startCryptoTestbed, type CryptoTestbed } from './support/crypto-testbed.js';
import { query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

/**
 * Custodial wallets against a real EVM node (Hardhat's, started here): the API derives the
 * addresses, the test mints real ERC-20 tokens to them, and the API reads the balances back
 * through JSON-RPC. No mocked RPC.
 */
let testbed: CryptoTestbed | undefined;
let chain: LocalChain | undefined;
let usdt: TestToken;
let usdc: TestToken;

const SERVICE_DOWN = 'Service de cryptomonnaie temporairement indisponible';

beforeAll(async () => {
  testbed = await startCryptoTestbed({
    usdcDecimals: 18,
    // Configured, but nothing listens on its RPC port.
    otherNetworks: { ethereum: `http://127.0.0.1:${await freePort()}` },
  });
  ({ chain, usdt, usdc } = testbed);
}, 120_000);

afterAll(async () => {
  await testbed?.stop();
});

const createWallet = (user: TestUser, network?: string) =>
  api<WalletDto>('POST', '/api/crypto/wallet', {
    token: user.token,
    body: network === undefined ? {} : { network },
  });

const refresh = (user: TestUser, address: string, network = 'polygon') =>
  api<WalletDto>('POST', `/api/crypto/wallets/${address}/refresh?network=${network}`, {
    token: user.token,
  });

const wallets = (user: TestUser) =>
  api<WalletDto[]>('GET', '/api/crypto/wallets', { token: user.token });

describe('custodial wallets on a local chain', () => {
  it('makes the master seed once when the first wallets are asked for at the same moment', async () => {
    expect(await query('SELECT id FROM crypto_master_seeds')).toHaveLength(0);
    const [a, b] = await Promise.all([makeUser(), makeUser()]);
    const [first, second, again] = await Promise.all([
      createWallet(a),
      createWallet(b),
      createWallet(a),
    ]);
    expect([first.status, again.status].sort()).toEqual([201, 409]);
    expect(second.status).toBe(201);
    const seeds = await query<RowDataPacket & { sealed_mnemonic: string }>(
      'SELECT sealed_mnemonic FROM crypto_master_seeds',
    );
    expect(seeds).toHaveLength(1);
    // Sealed: the version, the nonce, the tag and the ciphertext; no word of a mnemonic.
    expect(seeds[0]!.sealed_mnemonic).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await wallets(a)).body).toHaveLength(1);
  });

  it('creates one wallet per user and network, polygon by default', async () => {
    const user = await makeUser();
    const created = await createWallet(user);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      network: 'polygon',
      balance_usdt: null,
      balance_usdc: null,
      balances_read_at: null,
      created_at: expect.any(String),
    });
    expect(created.body.address).toBe(getAddress(created.body.address));
    expect((await wallets(user)).body).toEqual([created.body]);

    const again = await createWallet(user, 'polygon');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'WALLET_EXISTS',
      detail: 'Vous avez déjà un portefeuille sur ce réseau',
    });
    const bsc = await createWallet(user, 'bsc');
    expect(bsc.status).toBe(503);
    expect(bsc.body).toMatchObject({ code: 'CRYPTO_NETWORK_UNAVAILABLE' });
    expect(await wallets(user).then((w) => w.body)).toHaveLength(1);

    const other = await makeUser();
    const theirs = await createWallet(other);
    expect(theirs.body.address).not.toBe(created.body.address);
    const rows = await query<RowDataPacket & { derivation_path: string }>(
      'SELECT derivation_path FROM crypto_wallets WHERE address IN (?, ?)',
      [created.body.address, theirs.body.address],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.derivation_path).toMatch(/^m\/44'\/60'\/0'\/0\/\d+$/);
  });

  it('reads the balances on chain after tokens were sent to the address', async () => {
    const user = await makeUser();
    const { body: wallet } = await createWallet(user, 'polygon');
    const address = wallet.address as Address;
    await usdt.mint(address, parseUnits('1234.5', 6));
    await usdc.mint(address, parseUnits('42.123456789012345678', 18));

    const before = Date.now();
    const refreshed = await refresh(user, address.toLowerCase());
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      address,
      network: 'polygon',
      balance_usdt: '1234.5',
      balance_usdc: '42.123456789012345678',
    });
    const readAt = Date.parse(refreshed.body.balances_read_at!);
    expect(readAt).toBeGreaterThanOrEqual(before - 1000);
    expect(readAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await wallets(user)).body).toEqual([refreshed.body]);
    const [row] = await query<RowDataPacket & { balance_usdt: string; balance_usdc: string }>(
      'SELECT balance_usdt, balance_usdc FROM crypto_wallets WHERE address = ?',
      [address],
    );
    expect(row).toMatchObject({
      balance_usdt: '1234500000',
      balance_usdc: '42123456789012345678',
    });

    await usdt.mint(address, 500_000n);
    expect((await refresh(user, address)).body.balance_usdt).toBe('1235');
  });

  it("refuses to refresh another user's wallet or an unknown one", async () => {
    const [owner, stranger] = await Promise.all([makeUser(), makeUser()]);
    const { body: wallet } = await createWallet(owner);
    const theirs = await refresh(stranger, wallet.address);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'WALLET_NOT_FOUND' });
    expect((await refresh(owner, wallet.address, 'ethereum')).status).toBe(404);
    expect((await refresh(owner, 'not-an-address')).status).toBe(404);
    expect((await refresh(owner, wallet.address, 'solana')).status).toBe(400);
  });

  it('answers 503 and stores nothing when the network RPC does not answer', async () => {
    const user = await makeUser();
    const created = await createWallet(user, 'ethereum');
    expect(created.status).toBe(201);
    const down = await refresh(user, created.body.address, 'ethereum');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'CRYPTO_SERVICE_UNAVAILABLE', detail: SERVICE_DOWN });
    expect((await wallets(user)).body).toEqual([created.body]);
  });

  it('answers 503 once the node is down, keeping the balances last read', async () => {
    const user = await makeUser();
    const { body: wallet } = await createWallet(user);
    await usdt.mint(wallet.address as Address, 7_000_000n);
    const read = await refresh(user, wallet.address);
    expect(read.body.balance_usdt).toBe('7');
    await chain!.stop();
    const down = await refresh(user, wallet.address);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'CRYPTO_SERVICE_UNAVAILABLE', detail: SERVICE_DOWN });
    expect((await wallets(user)).body).toEqual([read.body]);
  });
});
