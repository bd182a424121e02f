export interface MariaDbServer {
  readonly name: string;
  readonly port: number;
  readonly rootUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<T[]>;
}

export interface MariaDbPair {
  primary: MariaDbServer;
  replica: MariaDbServer;
  /** The application's user on the primary's `tontine` database. */
  primaryUrl: string;
  /** The read-only user (SELECT, SLAVE MONITOR) on the replica. */
  replicaUrl: string;
  /** Waits up to `seconds` for the replica to apply all the primary has committed so far. */
  replicaCaughtUp(seconds: number): Promise<boolean>;
  stop(): Promise<void>;
}

export function startMariaDbPair(options: {
  dir: string;
  primaryPort: number;
  replicaPort: number;
  passwords: { app: string; read: string; replication: string };
}): Promise<MariaDbPair>;
