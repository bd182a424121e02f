// HTTPS with HTTP/2 in front of the API, as a production deployment's reverse proxy serves it:
// one connection carries every request, where plain HTTP/1.1 on loopback gives the browser six
// (and Lighthouse's simulated slow 4G a queue of round trips for a page of a hundred modules).
// The certificate is made for the run; the browser is told to trust its key (`spkiHash`).
// WebSockets stay HTTP/1.1 upgrades, passed through as bytes.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers of one hop that HTTP/2 forbids or the next hop sets itself.
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'http2-settings'];

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'tontine-bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const options =
    '-x509 -nodes -days 1 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
  execFileSync('openssl', ['req', ...options.split(' '), '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });
  return pair;
}

/** The base64 SHA-256 of the certificate's public key, for --ignore-certificate-errors-spki-list. */
function spkiHash(cert) {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Starts the proxy on `port` for the API at `upstream` (http://127.0.0.1:n). */
export async function startHttp2Proxy({ port, upstream }) {
  const target = new URL(upstream);
  const { key, cert } = selfSignedCertificate();
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !name.startsWith(':') && !HOP_HEADERS.includes(name),
      ),
    );
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const forwarded = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_HEADERS) delete answerHeaders[name];
        res.writeHead(answer.statusCode, answerHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const close = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on('error', close);
    socket.on('error', close);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    spkiHash: spkiHash(cert),
    close: () => server.close(),
  };
}
