export interface DarajaStandInOptions {
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** Default 'stand-in-key'. */
  consumerKey?: string;
  /** Default 'stand-in-secret'. */
  consumerSecret?: string;
  /** The paybill, default '174379'. */
  shortcode?: string;
  /** Default: Safaricom's public sandbox passkey. */
  passkey?: string;
  /** Default '600000'. */
  b2cShortcode?: string;
  /** Default 'testapi'. */
  initiatorName?: string;
  /** Default 'stand-in-credential'. */
  securityCredential?: string;
  /** Default 3599. */
  tokenTtlSeconds?: number;
  /** The B2C shortcode's utility account, the one B2C pays out of, in KES: default '1000000.00'. */
  b2cFloat?: string;
  /**
   * When set, every STK push and B2C payment settles by itself after `delayMs`, successfully and
   * with its callback, unless a behaviour rule for its MSISDN says otherwise.
   */
  autoComplete?: { delayMs: number } | null;
}

export interface DarajaStandIn {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  stop(): Promise<void>;
}

export declare function startDarajaStandIn(options?: DarajaStandInOptions): Promise<DarajaStandIn>;

/** An item of GET /__stand-in/requests. */
export interface DarajaStandInRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  authorization: string | null;
  /** The parsed JSON body, the raw text when it was not JSON, null when there was none. */
  body: unknown;
  at: string;
}

/** An item of GET /__stand-in/callbacks. */
export interface DarajaStandInCallback {
  url: string;
  body: unknown;
  /** The HTTP status the target answered, null when it did not answer. */
  status: number | null;
  error: string | null;
  at: string;
}
