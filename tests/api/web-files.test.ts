import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-process.js';

const SCRIPT = `export const greeting = ${JSON.stringify('Karibu '.repeat(400))};\n`;
const INDEX =
  '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app-Bx1.js"></script></head><body><div id="root"></div></body></html>';

/** A built client as Vite writes it: hashed files under assets/ with their .br and .gz. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tontine-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-Bx1.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-Bx1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-Bx1.js.gz'), gzipSync(SCRIPT));
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent: fetch would decompress them and hide what travelled. */
function raw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    httpGet(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the web client’s files on a phone network', () => {
  let web: RunningApi;
  beforeAll(async () => {
    web = await startApi({ DATABASE_URL: inject('databaseUrl'), WEB_DIST: webDist() });
  }, 90_000);
  afterAll(async () => {
    await web?.stop();
  });

  it('sends a hashed file as the build compressed it, and keeps it a year', async () => {
    const br = await raw(`${web.url}/assets/app-Bx1.js`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await raw(`${web.url}/assets/app-Bx1.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await raw(`${web.url}/assets/app-Bx1.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('has the browser ask again for what is not hashed: the service worker, the pages', async () => {
    expect((await raw(`${web.url}/sw.js`)).headers['cache-control']).toBe('no-cache');
    const page = await raw(`${web.url}/groups/some-group`, 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    expect((await raw(`${web.url}/groups/some-group`)).body.toString()).toBe(INDEX);
  });

  it('compresses an API answer for a browser that accepts it', async () => {
    const document = await raw(`${web.url}/api/docs/openapi.json`, 'gzip');
    expect(document.status).toBe(200);
    expect(document.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(document.body).toString())).toHaveProperty('openapi');
    expect(document.headers['cache-control']).toBe('no-store');
  });
});
