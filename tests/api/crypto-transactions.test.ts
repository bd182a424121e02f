import { randomBytes } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoNetworkDto, CryptoTransactionDto, WalletDto } from '@tontine/contracts';
import { erc20Abi, parseUnits, zeroAddress, type Address } from 'viem';
import { hardhat } from 'viem/chains';
import { deployToken, startChain, type LocalChain, type TestToken } from './support/chain.js';
import { query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';

/**
 * The deposits and the transactions list against a real EVM node (Hardhat's, started here):
 * the test mints and transfers real ERC-20 tokens to the wallets the API made, and the API
 * finds them in the tokens' Transfer logs. The background scan is off: the list's own short
 * scan must find them. No mocked RPC.
 */
let chain: LocalChain | undefined;
let server: IsolatedApi | undefined;
let usdt: TestToken;
let usdc: TestToken;
/** A token the network is not configured for: its transfers are no deposits. */
let other: TestToken;

const CONFIRMATIONS = 3;
const TREASURY: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EXPLORER = 'http://127.0.0.1/explorer/';

beforeAll(async () => {
  chain = await startChain();
  usdt = await deployToken(chain, 'USDT', 6);
  usdc = await deployToken(chain, 'USDC', 18);
  other = await deployToken(chain, 'DAI', 18);
  server = await startIsolatedApi({
    WALLET_MASTER_KEY: randomBytes(32).toString('hex'),
    CRYPTO_RPC_TIMEOUT_MS: '3000',
    CRYPTO_SCAN_INTERVAL_MS: '0',
    // Small chunks, so that a scan of a few blocks and three wallets still makes several calls.
    CRYPTO_SCAN_BLOCK_CHUNK: '5',
    CRYPTO_SCAN_ADDRESS_CHUNK: '2',
    CRYPTO_NETWORKS: JSON.stringify({
      polygon: {
        rpcUrl: chain.rpcUrl,
        usdt: { address: usdt.address, decimals: usdt.decimals },
        usdc: { address: usdc.address, decimals: usdc.decimals },
        confirmations: CONFIRMATIONS,
        treasury: TREASURY,
        explorerUrl: EXPLORER,
      },
    }),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

const createWallet = async (user: TestUser): Promise<WalletDto> => {
  const created = await api<WalletDto>('POST', '/api/crypto/wallet', {
    token: user.token,
    body: { network: 'polygon' },
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
      ...['ethereum', 'bsc'].map((network) => ({
        network,
        available: false,
        required_confirmations: null,
        explorer_url: null,
        treasury: null,
        tokens: [],
      })),
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
    await mine(CONFIRMATIONS);
    const again = await transactions(user);
    expect(again.map((t) => t.amount)).toEqual(['2', '1']);
    expect(again.map((t) => t.id)).toEqual(first.map((t) => t.id));
    const [{ n }] = await query<RowDataPacket & { n: number }>(
      'SELECT COUNT(*) AS n FROM crypto_deposits WHERE user_id = ?',
      [user.user.id],
    );
    expect(Number(n)).toBe(2);
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
