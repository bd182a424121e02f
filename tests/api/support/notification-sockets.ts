import { inject } from 'vitest';
import { WebSocket } from 'ws';
import { NOTIFICATIONS_WS_PATH } from '@tontine/contracts';

export interface OpenedSocket {
  socket: WebSocket;
  /** Settles when the socket closes, with the server's code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** The HTTP status when the upgrade itself was refused (no socket was ever open). */
  refused: Promise<number | undefined>;
}

/** Opens the notifications socket as the web client does, with optional extra headers. */
export function openNotificationSocket(
  token: string,
  options: { baseUrl?: string; headers?: Record<string, string>; ca?: Buffer } = {},
): OpenedSocket {
  const base = (options.baseUrl ?? inject('apiUrl')).replace(/^http/, 'ws');
  const socket = new WebSocket(
    `${base}${NOTIFICATIONS_WS_PATH}?token=${encodeURIComponent(token)}`,
    // `ca`: the certificate nginx presents in the cluster tests (made for the run).
    { headers: options.headers, ca: options.ca },
  );
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const refused = new Promise<number | undefined>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
    socket.once('open', () => resolve(undefined));
  });
  return { socket, closed, refused };
}

/** Resolves once the socket is open and the server has had time to admit it. */
export async function admitted(opened: OpenedSocket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    if (opened.socket.readyState === WebSocket.OPEN) return resolve();
    opened.socket.once('open', () => resolve());
    opened.socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
  // Admission (session, maintenance) finishes after the handshake.
  await new Promise((r) => setTimeout(r, 200));
}

/** Whether the socket is still open after a short while. */
export async function stillOpen(opened: OpenedSocket, waitMs = 500): Promise<boolean> {
  await new Promise((r) => setTimeout(r, waitMs));
  return opened.socket.readyState === WebSocket.OPEN;
}
