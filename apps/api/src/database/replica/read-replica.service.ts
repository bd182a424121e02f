import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type ReplicaConfig } from '../../config/app-config.js';
import { dataSourceOptions } from '../data-source-options.js';
import { WritePositions } from './write-positions.service.js';

/** What the last check of the replica found. */
export type ReplicaState = 'off' | 'ok' | 'lagging' | 'down';

interface SlaveStatus {
  Slave_IO_Running?: string;
  Slave_SQL_Running?: string;
  Seconds_Behind_Master?: number | string | null;
}

/**
 * The read replica. Read-only screens (the console's lists and figures) ask it for the data
 * source to read: the replica when the last check found it replicating within
 * REPLICA_MAX_LAG_SECONDS and it has applied the caller's last write (MASTER_GTID_WAIT on the
 * position WritePositions recorded), or for figures shared between callers everything the
 * primary had committed; the primary otherwise. A read that fails on the replica
 * is read again from the primary: a replica that is down costs time, never an error. Money
 * decisions, permission checks and anything that locks never come here: they use the primary.
 */
@Injectable()
export class ReadReplica implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplica');
  private readonly settings: ReplicaConfig | undefined;
  private replica: DataSource | undefined;
  private current: ReplicaState;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly primary: DataSource,
    private readonly positions: WritePositions,
  ) {
    this.settings = config.replica;
    this.current = this.settings ? 'down' : 'off';
  }

  get state(): ReplicaState {
    return this.current;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings) return;
    await this.check();
    this.timer = setInterval(() => void this.check(), this.settings.checkIntervalMs);
    this.timer.unref();
  }

  /**
   * Runs the read `work` for `callerId` (undefined: a caller who writes nothing, a job) on the
   * replica when it may (it holds the caller's last write), else on the primary.
   */
  read<T>(callerId: string | undefined, work: (db: DataSource) => Promise<T>): Promise<T> {
    return this.readFrom(
      () => (callerId ? this.positions.lastOf(callerId) : Promise.resolve(undefined)),
      work,
    );
  }

  /**
   * Runs `work` on the replica only if it has applied everything the primary had committed
   * when asked: for figures shared between callers, which must show every write already
   * answered, whoever made it.
   */
  readUpToDate<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
    return this.readFrom(() => this.positions.primaryPosition(), work);
  }

  /**
   * For a read that streams past its call (an export on a connection of its own): the
   * replica's URL when it holds everything the primary had committed when asked, waiting up to
   * `waitSeconds` for it to apply the last of it, else undefined (read the primary). A replica lost in the middle of the stream ends that export
   * with an error, as the primary's loss would.
   */
  async upToDateUrl(waitSeconds: number): Promise<string | undefined> {
    const replica = await this.replicaHolding(() => this.positions.primaryPosition(), waitSeconds);
    return replica ? this.settings?.url : undefined;
  }

  private async readFrom<T>(
    position: () => Promise<string | 'unknown' | undefined>,
    work: (db: DataSource) => Promise<T>,
  ): Promise<T> {
    const replica = await this.replicaHolding(position);
    if (!replica) return work(this.primary);
    try {
      return await work(replica);
    } catch (err) {
      if (!isConnectionFailure(err)) throw err;
      this.becomes('down', err);
      return work(this.primary);
    }
  }

  /** The replica, when it is up, within the lag and holds `position`'s transactions. */
  private async replicaHolding(
    position: () => Promise<string | 'unknown' | undefined>,
    waitSeconds = 0,
  ): Promise<DataSource | undefined> {
    const replica = this.replica;
    if (!replica || this.current !== 'ok') return undefined;
    const needed = await position();
    if (needed === undefined) return replica;
    if (needed === 'unknown') return undefined;
    try {
      // 0: applied; -1: not yet within the wait (a wait of 0 answers at once).
      const [row] = (await replica.query('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [
        needed,
        waitSeconds,
      ])) as Array<{ waited: number | string | null }>;
      return Number(row?.waited) === 0 ? replica : undefined;
    } catch (err) {
      this.becomes('down', err);
      return undefined;
    }
  }

  /** Asks the replica whether both its threads run and how far behind the primary it is. */
  private check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    const settings = this.settings!;
    try {
      this.replica ??= await this.connect(settings.url);
      const [status] = (await this.replica.query('SHOW SLAVE STATUS')) as SlaveStatus[];
      const lag = status?.Seconds_Behind_Master;
      const replicating =
        status?.Slave_IO_Running === 'Yes' &&
        status.Slave_SQL_Running === 'Yes' &&
        lag !== null &&
        lag !== undefined;
      if (!replicating) return this.becomes('down', 'not replicating');
      this.becomes(Number(lag) > settings.maxLagSeconds ? 'lagging' : 'ok', `${lag} s behind`);
    } catch (err) {
      this.becomes('down', err);
    }
  }

  private async connect(url: string): Promise<DataSource> {
    // Reads only, a few at a time: the primary's pool stays the one that matters.
    const source = new DataSource(
      dataSourceOptions({ driver: 'mysql', url, name: new URL(url).pathname.slice(1) }, 5),
    );
    try {
      return await source.initialize();
    } catch (err) {
      await source.destroy().catch(() => undefined);
      throw err;
    }
  }

  private becomes(state: ReplicaState, why: unknown): void {
    if (state === this.current) return;
    const level = state === 'ok' ? 'log' : 'warn';
    this.logger[level](
      { from: this.current, to: state, why: why instanceof Error ? why.message : why },
      state === 'ok' ? 'the read replica is used' : 'the read replica is skipped',
    );
    this.current = state;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await this.replica?.destroy().catch(() => undefined);
  }
}

/** An error of the connection, not of the query: the same read on the primary may succeed. */
function isConnectionFailure(err: unknown): boolean {
  const code =
    (err as { code?: unknown; driverError?: { code?: unknown } }).driverError?.code ??
    (err as { code?: unknown }).code;
  return (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|PROTOCOL_CONNECTION_LOST|ER_SERVER_SHUTDOWN|ER_CON_COUNT_ERROR)$/.test(
      code,
    )
  );
}
