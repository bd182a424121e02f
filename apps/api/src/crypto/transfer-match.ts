import type { ChainFailureReason } from '@tontine/contracts';
import { isEqual } from 'ox/Address';
import type { Address, Log } from 'viem';
import { loadViem } from './viem-loader.js';

/** What a payment's transaction must show: a Transfer of `token` to `treasury` of at least `minAmount`. */
export interface ExpectedTransfer {
  token: Address;
  treasury: Address;
  minAmount: bigint;
  /** The custodial wallet that must be the sender; undefined for an outside wallet. */
  from?: Address;
}

export type TransferMatch =
  | { ok: true; logIndex: number; from: Address; value: bigint }
  | { ok: false; reason: ChainFailureReason };

/**
 * Finds the Transfer log that pays the expectation among a receipt's logs. When none does, the
 * reason names the first condition no log met, in the order token, recipient, sender, amount:
 * the closest the transaction came to paying.
 */
export async function matchTransfer(
  logs: readonly Log[],
  expected: ExpectedTransfer,
): Promise<TransferMatch> {
  const { erc20Abi, parseEventLogs } = await loadViem();
  const transfers = parseEventLogs({
    abi: erc20Abi,
    eventName: 'Transfer',
    logs: logs as Log[],
    strict: true,
  });
  const ofToken = transfers.filter((l) => isEqual(l.address, expected.token));
  if (!ofToken.length) return { ok: false, reason: 'wrong_token' };
  const toTreasury = ofToken.filter((l) => isEqual(l.args.to, expected.treasury));
  if (!toTreasury.length) return { ok: false, reason: 'wrong_recipient' };
  const fromPayer = expected.from
    ? toTreasury.filter((l) => isEqual(l.args.from, expected.from!))
    : toTreasury;
  if (!fromPayer.length) return { ok: false, reason: 'wrong_sender' };
  const paying = fromPayer.find((l) => l.args.value >= expected.minAmount);
  if (!paying || paying.logIndex === null) return { ok: false, reason: 'short_amount' };
  return { ok: true, logIndex: paying.logIndex, from: paying.args.from, value: paying.args.value };
}

/** Blocks on top of the transaction's, its own included: the receipt's block is confirmation 1. */
export function confirmationsOf(head: bigint, receiptBlock: bigint): number {
  return head < receiptBlock ? 0 : Number(head - receiptBlock + 1n);
}
