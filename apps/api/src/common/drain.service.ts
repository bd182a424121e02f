import type { Server } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * How an instance leaves without losing anyone's request (a SIGTERM from the supervisor, a
 * rolling upgrade, the console's restart):
 * 1. it stops accepting connections, so nginx sends new requests to the other instances (a
 *    refused connection is retried elsewhere whatever the method: nothing was sent);
 * 2. `/api/health` answers 503, for the checks that still reach it;
 * 3. its sockets are closed with the code that tells clients to reconnect at once (they reach
 *    another instance and read what they missed);
 * 4. the requests under way finish, each answered with `Connection: close`, and the idle
 *    keep-alive connections are closed;
 * 5. only then does the application close (its jobs, its database connections).
 * A request still running after DRAIN_TIMEOUT_MS does not hold the instance any longer.
 */
@Injectable()
export class Drain {
  private readonly logger = new Logger('Drain');
  private running = 0;
  private idle: Array<() => void> = [];
  private readonly listeners: Array<() => void> = [];
  private drainingSince: number | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Counts each request until its answer is sent or its connection is gone. */
  countRequests(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (_request, reply) => {
      this.running += 1;
      let done = false;
      reply.raw.once('close', () => {
        if (done) return;
        done = true;
        this.running -= 1;
        if (this.running === 0) this.wakeIdle();
      });
      // The connection ends with this answer: the proxy opens its next one elsewhere.
      if (this.draining) void reply.header('connection', 'close');
    });
  }

  /** Something that must let go when the instance drains (the sockets). */
  onDrain(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Steps 1 to 4 above; resolves once no request runs, or at the timeout. */
  async run(server: Server): Promise<void> {
    if (this.draining) {
      await this.untilIdle(this.config.drainTimeoutMs);
      return;
    }
    this.drainingSince = Date.now();
    this.logger.warn(`draining: ${this.running} request(s) under way`);
    server.close();
    server.closeIdleConnections();
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        this.logger.error({ err }, 'a drain listener failed');
      }
    }
    const finished = await this.untilIdle(this.config.drainTimeoutMs);
    // Keep-alive connections that went idle while the last answers were sent.
    server.closeIdleConnections();
    this.logger.warn(
      finished
        ? `drained in ${Date.now() - this.drainingSince} ms`
        : `drain timed out after ${this.config.drainTimeoutMs} ms with ${this.running} request(s) under way`,
    );
  }

  private untilIdle(timeoutMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private wakeIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const wake of waiting) wake();
  }
}
