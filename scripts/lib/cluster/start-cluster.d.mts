import type { MariaDbPair } from './mariadb-pair.mjs';

export interface ClusterApi {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The instance's log file. */
  readonly log: string;
  readonly running: boolean;
  readonly pid: number | undefined;
  start(): Promise<void>;
  /** SIGTERM: it finishes its running requests and exits. */
  stop(): Promise<void>;
  /** SIGKILL: the machine is lost. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** nginx: `https://localhost:<port>`. */
  url: string;
  /** The certificate made for this run, to trust. */
  certificate: string;
  /** The primary's root URL on the application's database. */
  rootUrl: string;
  database: MariaDbPair;
  redis: { url: string; stop(): Promise<void> };
  apis: ClusterApi[];
  nginx: { url: string; config: string; pid: number | undefined; stop(): Promise<void> };
  ports: { nginx: number; primary: number; replica: number; redis: number; instances: number[] };
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function startCluster(options: {
  dir: string;
  basePort?: number;
  instances?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
