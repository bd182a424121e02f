import type { AdEventKind, AdEventsInput, AdPage } from '@tontine/contracts';

type AdEvent = AdEventsInput['events'][number];

/** The server takes at most 50 events a call (contracts' adEventsSchema). */
const MAX_BATCH = 50;
/** How often the queue is sent while the page stays open. */
export const AD_EVENTS_FLUSH_MS = 10_000;

export interface AdEventSink {
  send: (input: AdEventsInput) => Promise<void>;
  sendOnExit: (input: AdEventsInput) => void;
}

/**
 * The impressions, clicks and completed views waiting to be sent: batched, sent every
 * AD_EVENTS_FLUSH_MS and when the page goes away. A failed batch is put back once, then
 * dropped (a lost count is better than a growing queue).
 */
export class AdEventQueue {
  private events: AdEvent[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private retried = new WeakSet<AdEvent>();

  constructor(private readonly sink: AdEventSink) {}

  push(ad_id: string, kind: AdEventKind, page: AdPage): void {
    this.events.push({ ad_id, kind, page });
  }

  /** Forgets what waits (a fresh session in tests). */
  clear(): void {
    this.events = [];
  }

  get size(): number {
    return this.events.length;
  }

  async flush(): Promise<void> {
    while (this.events.length > 0) {
      const batch = this.events.splice(0, MAX_BATCH);
      try {
        await this.sink.send({ events: batch });
      } catch {
        const again = batch.filter((event) => !this.retried.has(event));
        again.forEach((event) => this.retried.add(event));
        this.events.unshift(...again);
        return;
      }
    }
  }

  /** The page is going away: whatever waits leaves now, in one keepalive call per batch. */
  flushOnExit(): void {
    while (this.events.length > 0) {
      this.sink.sendOnExit({ events: this.events.splice(0, MAX_BATCH) });
    }
  }

  /** Starts the interval and the pagehide listener; answers the function that stops both. */
  start(): () => void {
    this.timer ??= setInterval(() => void this.flush(), AD_EVENTS_FLUSH_MS);
    const onExit = () => this.flushOnExit();
    window.addEventListener('pagehide', onExit);
    return () => {
      clearInterval(this.timer);
      this.timer = undefined;
      window.removeEventListener('pagehide', onExit);
      void this.flush();
    };
  }
}
