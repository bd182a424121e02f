// Serves the built console renderer (apps/desktop/out/renderer) over HTTP for the Playwright
// `desktop` project, where Chromium stands in for Electron's window.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleContentSecurityPolicy } from '@tontine/contracts';

const root = fileURLToPath(new URL('../../apps/desktop/out/renderer/', import.meta.url));
const port = Number(process.env.PORT ?? 4320);
const apiOrigin = new URL(process.env.API_URL ?? 'http://127.0.0.1:4310').origin;

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`[serve-renderer] ${root} has no build: run npm run build -w @tontine/desktop`);
  process.exit(1);
}

// The policy the main process sends (the contracts' console policy, production form), so that
// the tests also prove the renderer runs under it.
const contentSecurityPolicy = consoleContentSecurityPolicy({ apiOrigin });

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file;
  try {
    file = resolve(root, `.${decodeURIComponent(pathname === '/' ? '/index.html' : pathname)}`);
  } catch {
    file = null;
  }
  // Nothing outside the build directory, whatever the request path says.
  if (!file || !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': contentSecurityPolicy,
      'cache-control': 'no-store',
    });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`[serve-renderer] http://127.0.0.1:${port}/ (API ${apiOrigin})`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
