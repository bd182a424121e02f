export interface AfricasTalkingStandInOptions {
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** The account's username, default 'sandbox'. */
  username?: string;
  /** Default 'stand-in-at-key'. */
  apiKey?: string;
  /** How long after a send its delivery report is posted, default 300 ms. */
  reportDelayMs?: number;
}

export interface AfricasTalkingStandIn {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  stop(): Promise<void>;
}

export function startAfricasTalkingStandIn(
  options?: AfricasTalkingStandInOptions,
): Promise<AfricasTalkingStandIn>;
