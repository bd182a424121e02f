import { inject } from 'vitest';
import type { CapturedMail } from './smtp-sink.js';

export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${inject('inboxUrl')}/?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}

/** Waits for the n-th mail to an address: sending happens after the HTTP answer. */
export async function waitForMail(
  address: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline)
      throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
