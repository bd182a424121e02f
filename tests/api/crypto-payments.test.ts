import { randomBytes } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SAVINGS_RULES,
  type ConsoleCryptoPaymentRow,
  type ConsolePage,
  type ContributionDto,
  type CryptoPaymentDto,
  type CryptoQuoteDto,
  type CryptoTransactionDto,
  type GroupDto,
  type GroupFines,
  type GroupSavings,
  type NotificationDto,
  type WalletDto,
} from '@tontine/contracts';
import { getAddress, type Address, type Hex } from 'viem';
import { freePort } from './support/api-process.js';
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
import { insertFine } from './support/fines.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/**
 * Contributions paid in tokens against a real EVM node (Hardhat's, started here), with ERC-20
 * tokens compiled and deployed by the test: the API quotes, signs custodial transfers, reads
 * receipts and Transfer logs, and waits for the confirmations. No mocked RPC.
 */
let testbed: CryptoTestbed | undefined;
let chain: LocalChain | undefined;
let usdt: TestToken;
let usdc: TestToken;
let superAdmin: string;
let admin: TestUser;
let group: GroupDto;
const members: TestUser[] = [];
const CONFIRMATIONS = 3;
/** 1295 KES at 129.5 KES per dollar: 10 USDT, 10,000,000 of its smallest unit. */
const CONTRIBUTION = '1295';
const RATE = '129.5';
const DUE_RAW = 10_000_000n;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let nextMember = 0;
/** A member of the group who has paid nothing yet. */
const freshMember = () => members[nextMember++]!;

beforeAll(async () => {
  testbed = await startCryptoTestbed({
    confirmations: CONFIRMATIONS,
    // The test checks by hand: no job moving payments in between.
    env: { CRYPTO_CHECK_INTERVAL_MS: '0' },
    // Configured, but nothing listens on its RPC port.
    otherNetworks: { ethereum: `http://127.0.0.1:${await freePort()}` },
  });
  ({ chain, usdt, usdc } = testbed);
  superAdmin = await signInAs('superAdmin');
  const rate = await api('POST', '/api/superadmin/rates', {
    token: superAdmin,
    body: { currency: 'KES', units_per_usd: RATE },
  });
  expect(rate.status).toBe(201);
  admin = await makeUser();
  group = await makeGroup(admin, {
    contribution_amount: CONTRIBUTION,
    start_date: yesterday(),
    max_members: 20,
  });
  // Everyone joins before the first payment locks the rotation.
  members.push(...(await makeMembers(group, 15)));
}, 180_000);

afterAll(async () => {
  await testbed?.stop();
});

const quote = (user: TestUser, body: Record<string, unknown> = {}) =>
  api<CryptoQuoteDto & { code?: string }>('POST', '/api/crypto/payments/quote', {
    token: user.token,
    body: { group_id: group.id, network: 'polygon', token_symbol: 'USDT', ...body },
  });

const pay = (user: TestUser, body: Record<string, unknown>, key?: string) =>
  api<CryptoPaymentDto & { code?: string }>('POST', '/api/crypto/payments', {
    token: user.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const check = (user: TestUser, id: string) =>
  api<CryptoPaymentDto>('POST', `/api/crypto/payments/${id}/check`, { token: user.token });

const contributionRow = async (id: string) =>
  (
    await query<
      RowDataPacket & {
        status: string;
        chain_status: string;
        rejection_reason: string | null;
        decided_by: string | null;
      }
    >('SELECT status, chain_status, rejection_reason, decided_by FROM contributions WHERE id = ?', [
      id,
    ])
  )[0]!;

async function quoted(user: TestUser, body: Record<string, unknown> = {}) {
  const answer = await quote(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** An outside transfer to the treasury of the quoted token, answering its hash. */
async function paidFromOutside(amount = DUE_RAW, token: Address = usdt.address, to = TREASURY) {
  await (token === usdt.address ? usdt : usdc).mint(OUTSIDE_WALLET, amount);
  return transferFrom(chain!, token, OUTSIDE_WALLET, to, amount);
}

describe('quotes', () => {
  it("convert what is due at the super admins' rate, rounded up, valid 30 minutes", async () => {
    const member = members.at(-1)!;
    const before = Date.now();
    const q = await quoted(member);
    expect(q).toMatchObject({
      group_id: group.id,
      cycle_number: 1,
      network: 'polygon',
      token_symbol: 'USDT',
      amount: '1295.00',
      currency: 'KES',
      rate: RATE,
      token_amount: '10',
      token_amount_raw: '10000000',
      token_decimals: 6,
      token_address: getAddress(usdt.address),
      treasury: TREASURY,
    });
    const validity = Date.parse(q.expires_at) - before;
    expect(validity).toBeGreaterThan(29 * 60_000);
    expect(validity).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('are refused with 422 RATE_UNAVAILABLE for a currency without a rate, and nothing stored', async () => {
    const euroAdmin = await makeUser();
    const euros = await makeGroup(euroAdmin, {
      currency: 'EUR',
      contribution_amount: '100',
      start_date: yesterday(),
    });
    const [member] = await makeMembers(euros, 1);
    const before = await countRows('crypto_payment_quotes');
    const answer = await api<{ code: string }>('POST', '/api/crypto/payments/quote', {
      token: member!.token,
      body: { group_id: euros.id, network: 'polygon', token_symbol: 'USDT' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'RATE_UNAVAILABLE' });
    expect(await countRows('crypto_payment_quotes')).toBe(before);
  });
});

describe('paying a quote', () => {
  it("is refused for another member's quote and for an expired one", async () => {
    const [owner, other] = [members.at(-2)!, members.at(-1)!];
    const q = await quoted(owner);
    const hash = `0x${randomBytes(32).toString('hex')}`;
    const theirs = await pay(other, { source: 'external', quote_id: q.id, tx_hash: hash });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
    await query('UPDATE crypto_payment_quotes SET expires_at = ? WHERE id = ?', [
      new Date(Date.now() - 1000),
      q.id,
    ]);
    const late = await pay(owner, { source: 'external', quote_id: q.id, tx_hash: hash });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'QUOTE_EXPIRED' });
    expect(await countRows('crypto_payments', 'quote_id = ?', [q.id])).toBe(0);
  });
});

describe('a custodial payment', () => {
  it('is signed by the server, confirmed after the confirmations, then approved by the admin', async () => {
    const member = freshMember();
    const wallet = await api<WalletDto>('POST', '/api/crypto/wallet', {
      token: member.token,
      body: { network: 'polygon' },
    });
    expect(wallet.status).toBe(201);
    const address = wallet.body.address as Address;
    await usdt.mint(address, DUE_RAW + 5n);
    await fundGas(chain!, address);
    const treasuryBefore = await tokenBalance(chain!, usdt.address, TREASURY);
    // The member reads the balance on the wallet screen ("Actualiser") before paying.
    const read = await api<WalletDto>(
      'POST',
      `/api/crypto/wallets/${address}/refresh?network=polygon`,
      { token: member.token },
    );
    expect(read.body.balance_usdt).toBe('10.000005');

    const q = await quoted(member);
    const key = `pay-${randomBytes(8).toString('hex')}`;
    const paid = await pay(member, { source: 'custodial', quote_id: q.id }, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // The wallet list shows at once what the server itself moved, without another refresh.
    const listed = await api<WalletDto[]>('GET', '/api/crypto/wallets', { token: member.token });
    expect(listed.body.find((w) => w.address === address)?.balance_usdt).toBe('0.000005');
    expect(paid.body).toMatchObject({
      source: 'custodial',
      group_id: group.id,
      group_name: group.name,
      cycle_number: 1,
      amount: '1295.00',
      currency: 'KES',
      rate: RATE,
      token_amount: '10',
      from_address: address,
      treasury: TREASURY,
      tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      chain_status: 'pending',
      confirmations: 1,
      required_confirmations: CONFIRMATIONS,
      contribution_status: 'pending',
    });
    expect(paid.body.explorer_url).toBe(`http://127.0.0.1/explorer/tx/${paid.body.tx_hash}`);

    // The same request again (a retry): the first payment, and nothing sent twice.
    const again = await pay(member, { source: 'custodial', quote_id: q.id }, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(paid.body.id);
    expect(await tokenBalance(chain!, usdt.address, TREASURY)).toBe(treasuryBefore + DUE_RAW);
    expect(await tokenBalance(chain!, usdt.address, address)).toBe(5n);
    expect(await countRows('crypto_payments', 'user_id = ?', [member.user.id])).toBe(1);
    // Without the key, the used quote is refused.
    const reused = await pay(member, { source: 'custodial', quote_id: q.id });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'QUOTE_USED' });

    // Not confirmed yet: the admin cannot approve it.
    const early = await api<{ code: string }>(
      'POST',
      `/api/contributions/${paid.body.contribution_id}/approve`,
      { token: admin.token },
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CRYPTO_NOT_CONFIRMED' });

    await mine(chain!, CONFIRMATIONS - 1);
    const confirmed = await check(member, paid.body.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      chain_status: 'confirmed',
      confirmations: CONFIRMATIONS,
      log_index: expect.any(Number),
      failure_reason: null,
      confirmed_at: expect.any(String),
    });
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token });
    expect(notes.body.map((n) => n.type)).toContain('crypto_contribution');

    const approved = await api<ContributionDto>(
      'POST',
      `/api/contributions/${paid.body.contribution_id}/approve`,
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      method: 'crypto',
      chain_status: 'confirmed',
      tx_hash: paid.body.tx_hash,
    });
  });

  it('is refused for want of tokens or of gas, and nothing is recorded', async () => {
    const member = freshMember();
    const { body: wallet } = await api<WalletDto>('POST', '/api/crypto/wallet', {
      token: member.token,
      body: {},
    });
    const q = await quoted(member);
    const poor = await pay(member, { source: 'custodial', quote_id: q.id });
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({ code: 'CRYPTO_INSUFFICIENT_BALANCE' });
    await usdt.mint(wallet.address as Address, DUE_RAW);
    const noGas = await pay(member, { source: 'custodial', quote_id: q.id });
    expect(noGas.status).toBe(422);
    expect(noGas.body).toMatchObject({ code: 'CRYPTO_INSUFFICIENT_GAS' });
    expect(await countRows('crypto_payments', 'user_id = ?', [member.user.id])).toBe(0);
    expect(await countRows('contributions', 'user_id = ?', [member.user.id])).toBe(0);
  });
});

describe('a payment from an outside wallet', () => {
  let confirmedHash: Hex;

  it('is confirmed by its hash after the confirmations', async () => {
    const member = freshMember();
    const q = await quoted(member);
    const hash = await paidFromOutside();
    const paid = await pay(member, { source: 'external', quote_id: q.id, tx_hash: hash });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({
      source: 'external',
      tx_hash: hash,
      chain_status: 'pending',
      confirmations: 1,
      from_address: OUTSIDE_WALLET,
    });
    await mine(chain!, CONFIRMATIONS);
    const read = await api<CryptoPaymentDto>('GET', `/api/crypto/payments/${paid.body.id}`, {
      token: member.token,
    });
    expect(read.body).toMatchObject({
      chain_status: 'confirmed',
      confirmations: CONFIRMATIONS + 1,
    });
    expect((await contributionRow(paid.body.contribution_id!)).chain_status).toBe('confirmed');
    // Another member cannot read it.
    const stranger = await api('GET', `/api/crypto/payments/${paid.body.id}`, {
      token: members.at(-1)!.token,
    });
    expect(stranger.status).toBe(404);
    confirmedHash = hash;
  });

  it('pays once, ever: a hash already used is 409 TX_HASH_USED', async () => {
    const member = freshMember();
    const q = await quoted(member);
    const reused = await pay(member, {
      source: 'external',
      quote_id: q.id,
      tx_hash: confirmedHash,
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'TX_HASH_USED' });
  });

  it.each([
    ['wrong_recipient', () => paidFromOutside(DUE_RAW, usdt.address, OUTSIDE_WALLET)],
    ['short_amount', () => paidFromOutside(DUE_RAW - 1n)],
    ['wrong_token', () => paidFromOutside(DUE_RAW, usdc.address)],
  ] as const)('%s: failed, and the contribution rejected with the reason', async (reason, send) => {
    const member = freshMember();
    const q = await quoted(member);
    const hash = await send();
    const paid = await pay(member, { source: 'external', quote_id: q.id, tx_hash: hash });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({
      chain_status: 'failed',
      failure_reason: reason,
      contribution_status: 'rejected',
    });
    expect(await contributionRow(paid.body.contribution_id!)).toMatchObject({
      status: 'rejected',
      chain_status: 'failed',
      rejection_reason: reason,
      decided_by: null,
    });
    // The member is told, with the reason in words and its code for the reader's language.
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member.token,
    });
    expect(
      notes.body.find((n) => n.data?.contribution_id === paid.body.contribution_id),
    ).toMatchObject({
      type: 'contribution_rejected',
      priority: 'medium',
      data: { template: 'contribution_rejected', reason_code: reason },
    });
    // What was due is free again.
    expect((await quoted(member)).amount).toBe('1295.00');
  });

  it('submitted twice at the same moment: one 201, one 409', async () => {
    const member = freshMember();
    const [first, second] = [await quoted(member), await quoted(member)];
    const hash = await paidFromOutside();
    const answers = await Promise.all([
      pay(member, { source: 'external', quote_id: first.id, tx_hash: hash }),
      pay(member, { source: 'external', quote_id: second.id, tx_hash: hash }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'TX_HASH_USED' });
    expect(await countRows('crypto_payments', 'tx_hash = ?', [hash])).toBe(1);
    expect(await countRows('contributions', 'user_id = ?', [member.user.id])).toBe(1);
  });

  it('is verified by a super admin from the console, audited', async () => {
    const member = freshMember();
    const q = await quoted(member);
    const hash = await paidFromOutside();
    const paid = await pay(member, { source: 'external', quote_id: q.id, tx_hash: hash });
    expect(paid.body.chain_status).toBe('pending');
    await mine(chain!, CONFIRMATIONS);
    const verified = await api<ConsoleCryptoPaymentRow>(
      'POST',
      `/api/superadmin/crypto-payments/${paid.body.contribution_id}/validate`,
      { token: superAdmin, body: { action: 'verify' } },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      id: paid.body.contribution_id,
      status: 'confirmed',
      confirmations: CONFIRMATIONS + 1,
      required_confirmations: CONFIRMATIONS,
      contribution_status: 'pending',
      tx_hash: hash,
      explorer_url: `http://127.0.0.1/explorer/tx/${hash}`,
    });
    expect(
      await countRows('audit_entries', 'action = ? AND details LIKE ?', [
        'crypto_payment_verified',
        `%${hash}%`,
      ]),
    ).toBe(1);
    const byAdmin = await api(
      'POST',
      `/api/superadmin/crypto-payments/${paid.body.contribution_id}/validate`,
      {
        token: admin.token,
        body: { action: 'verify' },
      },
    );
    expect(byAdmin.status).toBe(403);
  });
});

describe('the node being down', () => {
  it('answers 503 and records nothing, from an outside wallet or the custodial one', async () => {
    const member = freshMember();
    const wallet = await api<WalletDto>('POST', '/api/crypto/wallet', {
      token: member.token,
      body: { network: 'ethereum' },
    });
    expect(wallet.status).toBe(201);
    const q = await quoted(member, { network: 'ethereum' });
    const counts = () =>
      Promise.all([
        countRows('contributions', 'user_id = ?', [member.user.id]),
        countRows('crypto_payments', 'user_id = ?', [member.user.id]),
      ]);
    const outside = await pay(member, {
      source: 'external',
      quote_id: q.id,
      tx_hash: `0x${randomBytes(32).toString('hex')}`,
    });
    expect(outside.status).toBe(503);
    expect(outside.body).toMatchObject({
      code: 'CRYPTO_SERVICE_UNAVAILABLE',
      detail: 'Service de cryptomonnaie temporairement indisponible',
    });
    const custodial = await pay(member, { source: 'custodial', quote_id: q.id });
    expect(custodial.status).toBe(503);
    expect(custodial.body).toMatchObject({ code: 'CRYPTO_SERVICE_UNAVAILABLE' });
    expect(await counts()).toEqual([0, 0]);
  });
});

describe('a late fine paid in tokens', () => {
  /** 129.50 KES at 129.5 KES per dollar: 1 USDT. */
  const FINE = '129.50';
  const FINE_RAW = 1_000_000n;

  const fineOf = async (viewer: TestUser, fineId: string) => {
    const answer = await api<GroupFines>('GET', `/api/groups/${group.id}/fines`, {
      token: viewer.token,
    });
    return { fine: answer.body.fines.find((f) => f.id === fineId)!, fund: answer.body.fund };
  };

  it('is quoted whole for its own member only, never with a cycle besides', async () => {
    const [member, other] = [freshMember(), freshMember()];
    const fineId = await insertFine(group, member, FINE);
    const q = await quoted(member, { fine_id: fineId });
    expect(q).toMatchObject({
      fine_id: fineId,
      amount: FINE,
      token_amount: '1',
      token_amount_raw: String(FINE_RAW),
    });
    const theirs = await quote(other, { fine_id: fineId });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'FINE_NOT_FOUND' });
    const both = await quote(member, { fine_id: fineId, cycle_number: 1 });
    expect(both.status).toBe(400);
    await query("UPDATE fines SET status = 'waived' WHERE id = ?", [fineId]);
    const settled = await quote(member, { fine_id: fineId });
    expect(settled.status).toBe(409);
    expect(settled.body).toMatchObject({ code: 'FINE_SETTLED' });
  });

  it('waits on chain, then goes to the fund with its transaction; a short transfer leaves it to pay', async () => {
    const member = freshMember();
    const fineId = await insertFine(group, member, FINE);
    const fundBefore = (await fineOf(admin, fineId)).fund;

    // Short by one unit: the chain check fails it, and the fine is to pay again, with the reason.
    const first = await quoted(member, { fine_id: fineId });
    const short = await paidFromOutside(FINE_RAW - 1n);
    const failed = await pay(member, { source: 'external', quote_id: first.id, tx_hash: short });
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect(failed.body).toMatchObject({
      fine_id: fineId,
      contribution_id: null,
      contribution_status: null,
      chain_status: 'failed',
      failure_reason: 'short_amount',
      fine_status: 'unpaid',
    });
    expect((await fineOf(member, fineId)).fine).toMatchObject({
      status: 'unpaid',
      payment_method: null,
      rejection_reason: 'le montant transféré est inférieur au montant dû',
    });

    const second = await quoted(member, { fine_id: fineId });
    const hash = await paidFromOutside(FINE_RAW);
    const paid = await pay(member, { source: 'external', quote_id: second.id, tx_hash: hash });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({
      fine_id: fineId,
      amount: FINE,
      chain_status: 'pending',
      fine_status: 'pending',
    });
    expect((await fineOf(member, fineId)).fine).toMatchObject({
      status: 'pending',
      payment_method: 'crypto',
    });
    // The chain decides it: neither a cash declaration nor an admin's validation goes through.
    const cash = await api('POST', `/api/fines/${fineId}/pay`, { token: member.token });
    expect(cash.body).toMatchObject({ code: 'FINE_PAYMENT_PENDING' });
    const approve = await api('POST', `/api/fines/${fineId}/approve`, { token: admin.token });
    expect(approve.body).toMatchObject({ code: 'FINE_NOT_PENDING' });

    await mine(chain!, CONFIRMATIONS);
    const confirmed = await check(member, paid.body.id);
    expect(confirmed.body).toMatchObject({ chain_status: 'confirmed', fine_status: 'paid' });
    const after = await fineOf(admin, fineId);
    expect(after.fine).toMatchObject({
      status: 'paid',
      payment_method: 'crypto',
      tx_hash: hash,
      decided_by_name: null,
    });
    // Two-decimal strings, compared in cents.
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    expect(cents(after.fund.balance) - cents(fundBefore.balance)).toBe(cents(FINE));
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member.token,
    });
    const aboutFine = notes.body.filter((n) => n.data?.fine_id === fineId);
    expect(aboutFine.map((n) => n.type).sort()).toEqual([
      'contribution_confirmed',
      'contribution_rejected',
    ]);
    const moves = await api<CryptoTransactionDto[]>('GET', '/api/crypto/transactions', {
      token: member.token,
    });
    expect(moves.body.filter((m) => m.transaction_type === 'fine')).toHaveLength(2);

    // The console lists it beside the contributions, and verifies it by its row's id.
    const listed = await api<ConsolePage<ConsoleCryptoPaymentRow>>(
      'GET',
      '/api/superadmin/crypto-payments?status=approved&limit=100',
      { token: superAdmin },
    );
    const row = listed.body.items.find((r) => r.fine_id === fineId);
    expect(row).toMatchObject({ id: paid.body.id, status: 'confirmed', tx_hash: hash });
    const verified = await api<ConsoleCryptoPaymentRow>(
      'POST',
      `/api/superadmin/crypto-payments/${paid.body.id}/validate`,
      { token: superAdmin, body: { action: 'verify' } },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      id: paid.body.id,
      fine_id: fineId,
      contribution_status: 'approved',
    });
  });
});

describe('a saving paid in tokens', () => {
  /** 129.50 KES at 129.5 KES per dollar: 1 USDT. */
  const SAVING = '129.50';
  const SAVING_RAW = 1_000_000n;

  const savingsOf = async (viewer: TestUser) => {
    const answer = await api<GroupSavings>('GET', `/api/groups/${group.id}/savings`, {
      token: viewer.token,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('waits on chain, then goes to the fund with its transaction; a short transfer leaves it to pay', async () => {
    const rules = await api('PUT', `/api/groups/${group.id}/savings-rules`, {
      token: admin.token,
      body: {
        ...DEFAULT_SAVINGS_RULES,
        enabled: true,
        saving_kind: 'fixed',
        saving_amount: SAVING,
      },
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const member = freshMember();
    const fundBefore = (await savingsOf(admin)).fund;
    const both = await quote(member, { saving: {}, cycle_number: 1 });
    expect(both.status).toBe(400);
    const fixed = await quote(member, { saving: { amount: '200' } });
    expect(fixed.body).toMatchObject({ code: 'SAVING_AMOUNT_FIXED' });

    // Short by one unit: the chain check fails it, and the saving is refused with the reason.
    const first = await quoted(member, { saving: {} });
    expect(first).toMatchObject({
      saving: true,
      fine_id: null,
      amount: SAVING,
      token_amount_raw: String(SAVING_RAW),
    });
    const short = await paidFromOutside(SAVING_RAW - 1n);
    const failed = await pay(member, { source: 'external', quote_id: first.id, tx_hash: short });
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect(failed.body).toMatchObject({
      contribution_id: null,
      fine_id: null,
      chain_status: 'failed',
      failure_reason: 'short_amount',
      saving_status: 'rejected',
    });
    expect((await savingsOf(member)).savings[0]).toMatchObject({
      id: failed.body.saving_id,
      method: 'crypto',
      status: 'rejected',
      rejection_reason: 'le montant transféré est inférieur au montant dû',
    });

    const second = await quoted(member, { saving: {} });
    const hash = await paidFromOutside(SAVING_RAW);
    const paid = await pay(member, { source: 'external', quote_id: second.id, tx_hash: hash });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ chain_status: 'pending', saving_status: 'pending' });
    // The chain decides it: neither a cash saving nor a treasurer's validation goes through.
    const cash = await api('POST', `/api/groups/${group.id}/savings`, { token: member.token });
    expect(cash.body).toMatchObject({ code: 'SAVING_ALREADY_PAID' });
    const approve = await api('POST', `/api/savings/${paid.body.saving_id}/approve`, {
      token: admin.token,
    });
    expect(approve.body).toMatchObject({ code: 'SAVING_NOT_PENDING' });

    await mine(chain!, CONFIRMATIONS);
    const confirmed = await check(member, paid.body.id);
    expect(confirmed.body).toMatchObject({ chain_status: 'confirmed', saving_status: 'approved' });
    const after = await savingsOf(admin);
    expect(after.savings.find((s) => s.id === paid.body.saving_id)).toMatchObject({
      status: 'approved',
      method: 'crypto',
      tx_hash: hash,
      decided_by_name: null,
    });
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    expect(cents(after.fund.savings) - cents(fundBefore.savings)).toBe(cents(SAVING));
    expect((await savingsOf(member)).my_due_this_cycle).toBe('0.00');
    const moves = await api<CryptoTransactionDto[]>('GET', '/api/crypto/transactions', {
      token: member.token,
    });
    expect(moves.body.filter((m) => m.transaction_type === 'saving')).toHaveLength(2);

    // The console lists it beside the contributions, by its row's id.
    const listed = await api<ConsolePage<ConsoleCryptoPaymentRow>>(
      'GET',
      '/api/superadmin/crypto-payments?status=approved&limit=100',
      { token: superAdmin },
    );
    expect(listed.body.items.find((r) => r.saving_id === paid.body.saving_id)).toMatchObject({
      id: paid.body.id,
      status: 'confirmed',
      fine_id: null,
    });
  });
});
