// The HTTP server of a provider's stand-in (Daraja, Africa's Talking): on loopback, answering 500
// with the stack when a handler throws, stopped with every connection it holds.
import { createServer } from 'node:http';

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @param {number} [port] default: a free one
 * @param {() => void} [onStop] runs before the server closes (timers to clear)
 * @returns {Promise<{ url: string; stop(): Promise<void> }>}
 */
export async function serveOnLoopback(handle, port = 0, onStop = () => {}) {
  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (res.headersSent) return;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(err?.stack ?? err) }));
    });
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(undefined));
  });
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${bound}`,
    stop() {
      onStop();
      return new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      });
    },
  };
}

/** A request's whole body as text. */
export function readBody(/** @type {import('node:http').IncomingMessage} */ req) {
  return new Promise((done, fail) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}
