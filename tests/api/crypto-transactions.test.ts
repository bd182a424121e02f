import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CryptoNetworkDto,
  CryptoPaymentDto,
  CryptoQuoteDto,
  CryptoTransactionDto,
  WalletDto,
} from '@tontine/contracts';
import { erc20Abi, parseUnits, zeroAddress, type Address } from 'viem';
import { hardhat } from 'viem/chains';
import { TREASURY } from './support/chain-actions.js';
import { deployToken, type LocalChain, type TestToken } from './support/chain.js';
import { startCryptoTestbed, type CryptoTestbed } from './support/crypto-testbed.js';
import { query } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/**
 * The deposits and the transactions list against a real EVM node (Hardhat's, started here):
 * the test mints and transfers real ERC-20 tokens to the wallets the API made, and the API
 * finds them in the tokens' Transfer logs. The background scan is off: the list's own short
 * scan must find them. No mocked RPC.
 */
let testbed: CryptoTestbed | undefined;
let chain: LocalChain | undefined;
let usdt: TestToken;
let usdc: TestToken;
/** A token the network is not configured for: its transfers are no deposits. */
let other: TestToken;
/** ethereum's RPC: it takes the connection and never answers (a node that hangs). */
let silent: Server | undefined;
const held: Socket[] = [];

const CONFIRMATIONS = 3;
const EXPLORER = 'http://127.0.0.1/explorer/';

beforeAll(async () => {
  silent = createServer((socket) => void held.push(socket));
  await new Promise<void>((done) => silent!.listen(0, '127.0.0.1', done));
  const silentPort = (silent.address() as { port: number }).port;
  testbed = await startCryptoTestbed({
    usdcDecimals: 18,
    confirmations: CONFIRMATIONS,
    deployMore: async (started) => {
      other = await deployToken(started, 'DAI', 18);
    },
    env: {
      // Longer than a page load's 2 s wait, so that a hanging node shows whether it is bounded.
      CRYPTO_RPC_TIMEOUT_MS: '5000',
      CRYPTO_SCAN_INTERVAL_MS: '0',
      // Small chunks, so that a scan of a few blocks and three wallets still makes several calls.
      CRYPTO_SCAN_BLOCK_CHUNK: '5',
      CRYPTO_SCAN_ADDRESS_CHUNK: '2',
    },
    otherNetworks: { ethereum: `http://127.0.0.1:${silentPort}` },
  });
  ({ chain, usdt, usdc } = testbed);
}, 120_000);

afterAll(async () => {
  await testbed?.stop();
  for (const socket of held) socket.destroy();
  await new Promise((done) => (silent ? silent.close(done) : done(undefined)));
});

const createWallet = async (user: TestUser, network = 'polygon'): Promise<WalletDto> => {
  const created = await api<WalletDto>('POST', '/api/crypto/wallet', {
    token: user.token,
    body: { network },
  });
  expect(created.status).toBe(201);
  return created.body;
};

const transactions = async (user: TestUser): Promise<CryptoTransactionDto[]> => {
  const answer = await api<CryptoTransactionDto[]>('GET', '/api/crypto/transactions', {
    token: user.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A JSON-RPC call of Hardhat's own (hardhat_mine, …), which viem's types do not list. */
const rpc = (method: string, params: unknown[]) =>
  (
    chain!.publicClient.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  )({ method, params });

/** Mines `blocks` empty blocks on the node. */
const mine = (blocks: number) => rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);

/** A transfer signed by `from` (impersonated on the Hardhat node: the test has no key). */
async function transferFrom(token: TestToken, from: Address, to: Address, amount: bigint) {
  await rpc('hardhat_impersonateAccount', [from]);
  await rpc('hardhat_setBalance', [from, '0xde0b6b3a7640000']);
  const hash = await chain!.walletClient.writeContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    account: from,
    chain: hardhat,
  });
  const receipt = await chain!.publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash;
}

describe('GET /api/crypto/networks', () => {
  it('answers the configured network with its tokens, and the others as unavailable', async () => {
    const user = await makeUser();
    const answer = await api<CryptoNetworkDto[]>('GET', '/api/crypto/networks', {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        network: 'polygon',
        available: true,
        required_confirmations: CONFIRMATIONS,
        explorer_url: EXPLORER,
        treasury: TREASURY,
        tokens: [
          { symbol: 'USDT', address: usdt.address, decimals: 6 },
          { symbol: 'USDC', address: usdc.address, decimals: 18 },
        ],
      },
      {
        network: 'ethereum',
        available: true,
        required_confirmations: CONFIRMATIONS,
        explorer_url: EXPLORER,
        treasury: TREASURY,
        tokens: [
          { symbol: 'USDT', address: usdt.address, decimals: 6 },
          { symbol: 'USDC', address: usdc.address, decimals: 18 },
        ],
      },
      {
        network: 'bsc',
        available: false,
        required_confirmations: null,
        explorer_url: null,
        treasury: null,
        tokens: [],
      },
    ]);
    expect((await api('GET', '/api/crypto/networks')).status).toBe(401);
  });
});

describe('deposits in GET /api/crypto/transactions', () => {
  it('shows a transfer to the wallet as pending, then confirmed after the confirmations', async () => {
    const user = await makeUser();
    expect(await transactions(user)).toEqual([]);
    const wallet = await createWallet(user);
    await usdt.mint(wallet.address as Address, parseUnits('25.5', 6));

    const [pending, ...rest] = await transactions(user);
    expect(rest).toEqual([]);
    expect(pending).toEqual({
      id: expect.any(String),
      transaction_type: 'deposit',
      amount: '25.5',
      token_symbol: 'USDT',
      network: 'polygon',
      status: 'pending',
      tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      explorer_url: `${EXPLORER}tx/${pending!.tx_hash}`,
      wallet_address: wallet.address,
      counterparty: zeroAddress,
      group_name: null,
      fiat_amount: null,
      currency: null,
      created_at: expect.any(String),
    });

    // The mint's block plus one more: two confirmations of three.
    await mine(1);
    expect((await transactions(user)).map((t) => t.status)).toEqual(['pending']);
    await mine(1);
    const confirmed = await transactions(user);
    expect(confirmed).toEqual([{ ...pending, status: 'confirmed' }]);

    const rows = await query<RowDataPacket & Record<string, unknown>>(
      'SELECT * FROM crypto_deposits WHERE user_id = ?',
      [user.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount_raw: '25500000',
      token_decimals: 6,
      chain_status: 'confirmed',
      log_index: expect.any(Number),
      to_address: wallet.address,
    });
    expect(rows[0]!.confirmed_at).not.toBeNull();
  });

  it("shows a transfer between two of our wallets to the receiver only, never another user's", async () => {
    const [payer, receiver, stranger] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const [payerWallet, receiverWallet] = await Promise.all([
      createWallet(payer),
      createWallet(receiver),
      createWallet(stranger),
    ]);
    await usdc.mint(payerWallet.address as Address, parseUnits('10', 18));
    const hash = await transferFrom(
      usdc,
      payerWallet.address as Address,
      receiverWallet.address as Address,
      parseUnits('3.25', 18),
    );
    // A token the network does not know is no deposit.
    await other.mint(receiverWallet.address as Address, 1_000n);
    await mine(CONFIRMATIONS);

    expect(await transactions(receiver)).toEqual([
      expect.objectContaining({
        transaction_type: 'deposit',
        amount: '3.25',
        token_symbol: 'USDC',
        status: 'confirmed',
        tx_hash: hash,
        wallet_address: receiverWallet.address,
        counterparty: payerWallet.address,
      }),
    ]);
    // The payer sees the mint to them; the transfer out was not made through the API.
    expect((await transactions(payer)).map((t) => [t.transaction_type, t.amount])).toEqual([
      ['deposit', '10'],
    ]);
    expect(await transactions(stranger)).toEqual([]);
  });

  it('counts a log once however often it is read, newest first', async () => {
    const user = await makeUser();
    const wallet = await createWallet(user);
    await usdt.mint(wallet.address as Address, 1_000_000n);
    await usdt.mint(wallet.address as Address, 2_000_000n);
    const first = await transactions(user);
    // The wallet's refresh scans too; then the list again.
    const refreshed = await api<WalletDto>(
      'POST',
      `/api/crypto/wallets/${wallet.address}/refresh?network=polygon`,
      { token: user.token },
    );
    expect(refreshed.status).toBe(200);
    // A refresh alone finds a new deposit too.
    await usdt.mint(wallet.address as Address, 3_000_000n);
    expect(
      (
        await api<WalletDto>('POST', `/api/crypto/wallets/${wallet.address}/refresh`, {
          token: user.token,
        })
      ).status,
    ).toBe(200);
    const [{ seen }] = await query<RowDataPacket & { seen: number }>(
      'SELECT COUNT(*) AS seen FROM crypto_deposits WHERE user_id = ?',
      [user.user.id],
    );
    expect(Number(seen)).toBe(3);
    await mine(CONFIRMATIONS);
    const again = await transactions(user);
    expect(again.map((t) => t.amount)).toEqual(['3', '2', '1']);
    expect(again.slice(1).map((t) => t.id)).toEqual(first.map((t) => t.id));
    const [{ n }] = await query<RowDataPacket & { n: number }>(
      'SELECT COUNT(*) AS n FROM crypto_deposits WHERE user_id = ?',
      [user.user.id],
    );
    expect(Number(n)).toBe(3);
  });

  it('lists a custodial contribution and a send beside the deposit, each with its type and status', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { currency: 'KES', contribution_amount: '1295.00' });
    const [member] = await makeMembers(group, 1);
    const wallet = await createWallet(member!);
    const address = wallet.address as Address;
    await usdt.mint(address, parseUnits('100', 6));
    // A deposit is dated when the platform sees it: here, when the member opens the list.
    expect((await transactions(member!)).map((t) => t.transaction_type)).toEqual(['deposit']);
    // The custodial wallet pays its own gas: the operator funds it with the native coin.
    await rpc('hardhat_setBalance', [address, '0xde0b6b3a7640000']);
    const rate = await api('POST', '/api/superadmin/rates', {
      token: await signInAs('superAdmin'),
      body: { currency: 'KES', units_per_usd: '129.5' },
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(201);

    const quote = await api<CryptoQuoteDto>('POST', '/api/crypto/payments/quote', {
      token: member!.token,
      body: { group_id: group.id, network: 'polygon', token_symbol: 'USDT' },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(quote.body.token_amount).toBe('10');
    const paid = await api<CryptoPaymentDto>('POST', '/api/crypto/payments', {
      token: member!.token,
      headers: { 'Idempotency-Key': `pay-${randomBytes(6).toString('hex')}` },
      body: { source: 'custodial', quote_id: quote.body.id },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const sent = await api<CryptoTransactionDto>('POST', `/api/crypto/wallets/${address}/send`, {
      token: member!.token,
      headers: { 'Idempotency-Key': `send-${randomBytes(6).toString('hex')}` },
      body: { network: 'polygon', token_symbol: 'USDT', to: TREASURY, amount: '2.5' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const listed = await transactions(member!);
    expect(listed.map((t) => [t.transaction_type, t.amount, t.status])).toEqual([
      ['send', '2.5', 'pending'],
      ['contribution', '10', 'pending'],
      // The payment's and the send's blocks confirmed it meanwhile.
      ['deposit', '100', 'confirmed'],
    ]);
    expect(listed[0]).toMatchObject({
      id: sent.body.id,
      tx_hash: sent.body.tx_hash,
      wallet_address: address,
      counterparty: TREASURY,
      explorer_url: `${EXPLORER}tx/${sent.body.tx_hash}`,
    });
    expect(listed[1]).toMatchObject({
      id: paid.body.id,
      tx_hash: paid.body.tx_hash,
      wallet_address: address,
      counterparty: TREASURY,
      group_name: group.name,
      fiat_amount: '1295.00',
      currency: 'KES',
    });

    // The payment's status is its verifier's: the list answers what its check stored.
    await mine(CONFIRMATIONS);
    const checked = await api<CryptoPaymentDto>(
      'POST',
      `/api/crypto/payments/${paid.body.id}/check`,
      { token: member!.token },
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const later = await transactions(member!);
    expect(later.find((t) => t.transaction_type === 'contribution')?.status).toBe(
      checked.body.chain_status,
    );
    // Nobody else sees them.
    expect(await transactions(admin)).toEqual([]);
  });

  it('reads a bounded number of blocks per page load, going on from there the next time', async () => {
    const user = await makeUser();
    const wallet = await createWallet(user);
    // Far behind: 10 chunks of 5 blocks per page load, so three loads to reach the deposit.
    await mine(120);
    await usdt.mint(wallet.address as Address, 6_000_000n);
    const cursor = async () =>
      Number(
        (
          await query<RowDataPacket & { last_block: string }>(
            "SELECT last_block FROM crypto_scan_cursors WHERE network = 'polygon'",
          )
        )[0]!.last_block,
      );
    const head = Number(await chain!.publicClient.getBlockNumber({ cacheTime: 0 }));
    const before = await cursor();
    expect(await transactions(user)).toEqual([]);
    expect((await cursor()) - before).toBeLessThanOrEqual(50);
    let loads = 1;
    while (loads < 6 && (await transactions(user)).length === 0) loads += 1;
    expect(loads).toBeGreaterThanOrEqual(2);
    expect(loads).toBeLessThanOrEqual(4);
    expect(await cursor()).toBe(head);
  });

  it('fails a pending deposit that a reorganisation dropped from the chain', async () => {
    const user = await makeUser();
    const wallet = await createWallet(user);
    // The node's snapshot and revert stand for a reorganisation that drops the block.
    const snapshot = await rpc('evm_snapshot', []);
    await usdt.mint(wallet.address as Address, 8_000_000n);
    expect((await transactions(user)).map((t) => [t.amount, t.status])).toEqual([['8', 'pending']]);
    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    await mine(CONFIRMATIONS + 1);
    expect((await transactions(user)).map((t) => [t.amount, t.status])).toEqual([['8', 'failed']]);
  });

  it('does not keep a page load or a new wallet waiting on a node that hangs', async () => {
    const user = await makeUser();
    let started = Date.now();
    await createWallet(user, 'ethereum');
    expect(Date.now() - started).toBeLessThan(4000);
    started = Date.now();
    expect(await transactions(user)).toEqual([]);
    // About the 2 s the page load waits for its scan, well short of the node's 5 s timeout.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers what is stored once the node is down', async () => {
    const user = await makeUser();
    const wallet = await createWallet(user);
    await usdt.mint(wallet.address as Address, 4_000_000n);
    const stored = await transactions(user);
    expect(stored.map((t) => t.amount)).toEqual(['4']);
    await chain!.stop();
    const started = Date.now();
    expect(await transactions(user)).toEqual(stored);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
