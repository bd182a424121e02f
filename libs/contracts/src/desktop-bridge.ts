/**
 * The Electron preload bridge: one function per operation, typed on both sides of the IPC.
 * Main checks the sender and validates every argument.
 */
export interface DesktopApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface DesktopApiResponse {
  status: number;
  body: unknown;
}

export interface DesktopBridge {
  /** Base URL of the API the console talks to. */
  apiBaseUrl(): Promise<string>;
  /** Performs an API request from the main process with the stored session token. */
  request(req: DesktopApiRequest): Promise<DesktopApiResponse>;
  /**
   * Signs in; the token stays in the main process, encrypted at rest. `otp` is the second step
   * of an account with two-factor sign-in (an app code or a recovery code), sent once the API
   * answered TWO_FACTOR_REQUIRED.
   */
  signIn(email: string, password: string, otp?: string): Promise<DesktopApiResponse>;
  /** Ends the session on the API, then forgets it. */
  signOut(): Promise<void>;
  saveCsv(kind: string, csv: string): Promise<{ saved: boolean; path?: string }>;
  notify(title: string, body: string): Promise<void>;
}

export const DESKTOP_CHANNELS = {
  apiBaseUrl: 'desktop:api-base-url',
  request: 'desktop:request',
  signIn: 'desktop:sign-in',
  signOut: 'desktop:sign-out',
  saveCsv: 'desktop:save-csv',
  notify: 'desktop:notify',
} as const satisfies Record<keyof DesktopBridge, string>;
