import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeEventTopics, erc20Abi, type Address, type Log } from 'viem';
import { confirmationsOf, matchTransfer } from './transfer-match.js';

const TOKEN: Address = '0x1111111111111111111111111111111111111111';
const OTHER_TOKEN: Address = '0x2222222222222222222222222222222222222222';
const TREASURY: Address = '0x3333333333333333333333333333333333333333';
const PAYER: Address = '0x4444444444444444444444444444444444444444';
const SOMEONE: Address = '0x5555555555555555555555555555555555555555';

/** A Transfer log as a receipt carries it. */
function transfer(
  token: Address,
  from: Address,
  to: Address,
  value: bigint,
  logIndex: number,
): Log {
  return {
    address: token,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }) as [
      `0x${string}`,
      ...`0x${string}`[],
    ],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
    logIndex,
    blockHash: `0x${'a'.repeat(64)}`,
    blockNumber: 10n,
    transactionHash: `0x${'b'.repeat(64)}`,
    transactionIndex: 0,
    removed: false,
  };
}

/** An Approval log: the same token, not a transfer. */
function approval(): Log {
  return {
    ...transfer(TOKEN, PAYER, TREASURY, 1n, 9),
    topics: encodeEventTopics({
      abi: erc20Abi,
      eventName: 'Approval',
      args: { owner: PAYER, spender: TREASURY },
    }) as [`0x${string}`, ...`0x${string}`[]],
  };
}

const expected = { token: TOKEN, treasury: TREASURY, minAmount: 1000n };

describe('matchTransfer', () => {
  it('finds the log that pays: token, treasury, at least the amount', async () => {
    const logs = [
      transfer(TOKEN, PAYER, SOMEONE, 5000n, 0),
      transfer(TOKEN, PAYER, TREASURY, 1000n, 1),
    ];
    expect(await matchTransfer(logs, expected)).toEqual({
      ok: true,
      logIndex: 1,
      from: PAYER,
      value: 1000n,
    });
  });

  it('compares addresses whatever their case', async () => {
    const logs = [transfer(TOKEN, PAYER, TREASURY, 1000n, 0)];
    const match = await matchTransfer(logs, {
      ...expected,
      token: TOKEN.toUpperCase().replace('0X', '0x') as Address,
    });
    expect(match.ok).toBe(true);
  });

  it('names the closest miss: token, then recipient, then sender, then amount', async () => {
    expect(await matchTransfer([], expected)).toEqual({ ok: false, reason: 'wrong_token' });
    expect(await matchTransfer([approval()], expected)).toEqual({
      ok: false,
      reason: 'wrong_token',
    });
    expect(
      await matchTransfer([transfer(OTHER_TOKEN, PAYER, TREASURY, 1000n, 0)], expected),
    ).toEqual({
      ok: false,
      reason: 'wrong_token',
    });
    expect(await matchTransfer([transfer(TOKEN, PAYER, SOMEONE, 1000n, 0)], expected)).toEqual({
      ok: false,
      reason: 'wrong_recipient',
    });
    expect(
      await matchTransfer([transfer(TOKEN, SOMEONE, TREASURY, 1000n, 0)], {
        ...expected,
        from: PAYER,
      }),
    ).toEqual({ ok: false, reason: 'wrong_sender' });
    expect(await matchTransfer([transfer(TOKEN, PAYER, TREASURY, 999n, 0)], expected)).toEqual({
      ok: false,
      reason: 'short_amount',
    });
  });

  it('takes any sender for an outside wallet', async () => {
    const logs = [transfer(TOKEN, SOMEONE, TREASURY, 2000n, 3)];
    expect(await matchTransfer(logs, expected)).toMatchObject({
      ok: true,
      logIndex: 3,
      from: SOMEONE,
    });
  });
});

describe('confirmationsOf', () => {
  it('counts the receipt block as the first confirmation', () => {
    expect(confirmationsOf(10n, 10n)).toBe(1);
    expect(confirmationsOf(12n, 10n)).toBe(3);
    expect(confirmationsOf(9n, 10n)).toBe(0);
  });
});
