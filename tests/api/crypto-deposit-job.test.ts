import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletDto } from '@tontine/contracts';
import type { Address } from 'viem';
import type { LocalChain, TestToken } from './support/chain.js';
import { startCryptoTestbed, type CryptoTestbed } from './support/crypto-testbed.js';
import { query } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';

/**
 * The deposit scan's background job, against a real Hardhat node: with nobody reading the
 * list, the job finds a transfer to a wallet and confirms it once the blocks are mined.
 */
let testbed: CryptoTestbed | undefined;
let chain: LocalChain | undefined;
let usdt: TestToken;

beforeAll(async () => {
  testbed = await startCryptoTestbed({ env: { CRYPTO_SCAN_INTERVAL_MS: '300' } });
  ({ chain, usdt } = testbed);
}, 120_000);

afterAll(async () => {
  await testbed?.stop();
});

async function depositStatus(userId: string): Promise<string | undefined> {
  const rows = await query<RowDataPacket & { chain_status: string }>(
    'SELECT chain_status FROM crypto_deposits WHERE user_id = ?',
    [userId],
  );
  return rows[0]?.chain_status;
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the deposit scan job', () => {
  it('finds a deposit and confirms it without anyone reading the list', async () => {
    const user = await makeUser();
    const created = await api<WalletDto>('POST', '/api/crypto/wallet', {
      token: user.token,
      body: {},
    });
    expect(created.status).toBe(201);
    await usdt.mint(created.body.address as Address, 9_000_000n);
    await until(async () => (await depositStatus(user.user.id)) === 'pending', 'the deposit');
    await chain!.publicClient.request({
      method: 'hardhat_mine',
      params: ['0x1'],
    } as never);
    await until(async () => (await depositStatus(user.user.id)) === 'confirmed', 'confirmed');
    const [cursor] = await query<RowDataPacket & { last_block: string }>(
      "SELECT last_block FROM crypto_scan_cursors WHERE network = 'polygon'",
    );
    expect(Number(cursor!.last_block)).toBe(Number(await chain!.publicClient.getBlockNumber()));
  });
});
