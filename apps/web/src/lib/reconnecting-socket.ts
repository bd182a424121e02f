import { WS_CLOSE } from '@tontine/contracts';

/**
 * A WebSocket to the API that comes back after a drop, used by the live notifications and the
 * group chat. The server authenticates it by the access token in the query string and refuses
 * with a 44xx close code, after which reconnecting would only be refused again. Maintenance
 * (4503) is not a refusal: it ends, so the socket keeps trying, at the backoff's pace.
 */

/** The part of the browser's WebSocket the client uses; tests pass a hand-driven socket. */
export interface StreamSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(): void;
}
export type SocketFactory = (url: string) => StreamSocket;

export const browserSocket: SocketFactory = (url) => new WebSocket(url);

/** The wait before the first reconnect, doubling after each failed one up to the maximum. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Closes that say "not now" right after the server accepted the socket: the attempt failed, so
 * the wait keeps doubling instead of starting over at a second, which would have every client
 * knock once a second for the whole maintenance.
 */
const RETRY_LATER_CODES: readonly number[] = [WS_CLOSE.maintenance];

/** `ws(s)://<same host><path>?token=…`: the API shares the page's origin. */
export function socketUrl(path: string, token: string, origin = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${path}?token=${encodeURIComponent(token)}`;
}

export interface ReconnectingSocketOptions {
  url: string;
  createSocket?: SocketFactory;
  /** Close codes that end the connection for good (a refused token, a refused access). */
  finalCodes: readonly number[];
  onOpen?: () => void;
  /** Each frame's JSON; a frame that is not JSON is ignored. */
  onMessage: (data: unknown) => void;
  /** The connection closed; `final` is false when a reconnect is scheduled. */
  onClose?: (event: CloseEvent, final: boolean) => void;
}

function parseFrame(data: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof data !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(data) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Opens the socket and keeps it open until the answered function is called. */
export function openReconnectingSocket(options: ReconnectingSocketOptions): () => void {
  const { url, createSocket = browserSocket, finalCodes } = options;
  let socket: StreamSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped) return;
    const wait = delay;
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    timer = setTimeout(connect, wait);
  };

  function connect() {
    let current: StreamSocket;
    try {
      current = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame.ok) options.onMessage(frame.value);
    };
    current.onclose = (event) => {
      socket = null;
      if (stopped) return;
      // A connection that was served and then dropped starts the backoff over.
      if (opened && !RETRY_LATER_CODES.includes(event.code)) delay = RECONNECT_MIN_MS;
      const final = finalCodes.includes(event.code);
      if (final) stopped = true;
      options.onClose?.(event, final);
      if (!final) scheduleReconnect();
    };
  }

  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    socket?.close();
    socket = null;
  };
}
