import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/** How many settlements run at once: the callbacks' answers keep the rest of the pool. */
const CONCURRENCY = 2;

/**
 * The work that follows a Daraja callback (asking Daraja, then moving money under the ledger's
 * lock), run beside the answers and not in them: Daraja calls again when an answer is slow,
 * and each settlement costs a dozen statements and a few HTTP exchanges. A callback answers as
 * soon as its claim is stored; its settlement waits here, a few at a time, once per key however
 * often it is asked for while waiting. Nothing here is the only record: every claim is in the
 * database, and the checks job settles what a restart drops from this queue.
 */
@Injectable()
export class SettlementQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('SettlementQueue');
  private readonly waiting = new Map<string, () => Promise<void>>();
  private readonly running = new Set<string>();
  private closed = false;

  /** Settles `work` once `key` (the payment or query it is for) is not already waiting. */
  add(key: string, work: () => Promise<void>): void {
    if (this.closed || this.waiting.has(key)) return;
    this.waiting.set(key, work);
    this.next();
  }

  /** Runs `work` after `delayMs`, as `add` would then. */
  later(key: string, delayMs: number, work: () => Promise<void>): void {
    setTimeout(() => this.add(key, work), delayMs).unref();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.waiting.clear();
  }

  private next(): void {
    while (this.running.size < CONCURRENCY) {
      const entry = this.nextReady();
      if (!entry) return;
      const [key, work] = entry;
      this.waiting.delete(key);
      this.running.add(key);
      void work()
        .catch((err: unknown) =>
          this.logger.warn({ err, key }, 'settlement left for the next check'),
        )
        .finally(() => {
          this.running.delete(key);
          this.next();
        });
    }
  }

  /** The oldest waiting work whose key is not running (a key settles one at a time). */
  private nextReady(): [string, () => Promise<void>] | undefined {
    for (const entry of this.waiting) if (!this.running.has(entry[0])) return entry;
    return undefined;
  }
}
