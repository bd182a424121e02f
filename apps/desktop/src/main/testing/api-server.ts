import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Role } from '@tontine/contracts';

export interface TestAccount {
  email: string;
  password: string;
  role: Role;
  username: string;
  /** Two-factor sign-in is on: the code the login must carry. */
  otp?: string;
  /** A super admin who must set up two-factor sign-in before anything else. */
  twoFactorSetupRequired?: boolean;
}

let accountCounter = 0;

/** A factory for accounts the test API knows. */
export function makeAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accountCounter += 1;
  return {
    email: `operator${accountCounter}@tontine.test`,
    password: `Passw0rd${accountCounter}`,
    role: 'member',
    username: `operator${accountCounter}`,
    ...overrides,
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

export interface TestApi {
  baseUrl: string;
  received: ReceivedRequest[];
  /** Revokes every token, as the API does when a session ends on its side. */
  revokeTokens(): void;
  /** How many sessions the API still holds. */
  openSessions(): number;
  close(): Promise<void>;
}

/**
 * A small real HTTP server answering the calls the desktop main process makes, with the
 * API's shapes (docs/api.md): login (with its two-factor step), logout, me, an export streamed
 * as the API streams it (`exportRows` CSV rows, some with a line break in a quoted cell), a
 * backup download, an echo route and a redirect.
 */
export async function startTestApi(
  accounts: TestAccount[],
  { exportRows = 2_000 }: { exportRows?: number } = {},
): Promise<TestApi> {
  const tokens = new Map<string, TestAccount>();
  const received: ReceivedRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readAll(req);
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    const caller = bearer ? tokens.get(bearer) : undefined;

    if (req.method === 'POST' && req.url === '/api/auth/login') {
      const { email, password, otp } = JSON.parse(body) as {
        email: string;
        password: string;
        otp?: string;
      };
      const account = accounts.find((a) => a.email === email && a.password === password);
      if (!account) {
        send(401, { detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
        return;
      }
      if (account.otp !== undefined && otp === undefined) {
        send(401, {
          detail: "Saisissez le code de votre application d'authentification",
          code: 'TWO_FACTOR_REQUIRED',
        });
        return;
      }
      if (account.otp !== undefined && otp !== account.otp) {
        send(401, {
          detail: 'Code de vérification incorrect ou déjà utilisé',
          code: 'TWO_FACTOR_INVALID',
        });
        return;
      }
      const token = randomUUID();
      tokens.set(token, account);
      send(200, {
        access_token: token,
        token_type: 'bearer',
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        user: {
          id: randomUUID(),
          email: account.email,
          username: account.username,
          role: account.role,
          two_factor_enabled: account.otp !== undefined,
          two_factor_setup_required: account.twoFactorSetupRequired === true,
        },
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/api/auth/logout') {
      if (!caller || !bearer) {
        send(401, { detail: 'Votre session a été fermée.', code: 'SESSION_REVOKED' });
        return;
      }
      tokens.delete(bearer);
      send(200, { message: 'Vous êtes déconnecté.' });
      return;
    }
    if (req.method === 'GET' && req.url === '/api/auth/me') {
      if (!caller) {
        send(401, { detail: 'Authentification requise', code: 'UNAUTHENTICATED' });
        return;
      }
      send(200, { email: caller.email, username: caller.username, role: caller.role });
      return;
    }
    const exportMatch = /^\/api\/superadmin\/export\/([a-z]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && exportMatch) {
      if (!caller) {
        send(401, { detail: 'Authentification requise', code: 'UNAUTHENTICATED' });
        return;
      }
      if (
        caller.role !== 'super_admin' &&
        !(caller.role === 'support' && exportMatch[1] === 'audit')
      ) {
        send(403, {
          detail: 'Accès super-admin requis pour cette action',
          code: 'SUPERADMIN_REQUIRED',
        });
        return;
      }
      // Streamed in chunks, without a Content-Length, as the API streams a CSV from a cursor.
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportMatch[1]}-2026-03-09.csv"`,
      });
      res.write('\uFEFFid,name,note\r\n');
      for (let i = 1; i <= exportRows; i += 1) {
        // Every tenth row has a line break inside a quoted cell: still one record.
        res.write(i % 10 === 0 ? `${i},"José ${i}","two\nlines"\r\n` : `${i},Amina ${i},ok\r\n`);
        if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      res.end();
      return;
    }
    const backupMatch = /^\/api\/superadmin\/backups\/([^/]+)\/download$/.exec(req.url ?? '');
    if (req.method === 'GET' && backupMatch) {
      if (caller?.role !== 'super_admin') {
        send(403, {
          detail: 'Accès super-admin requis pour cette action',
          code: 'SUPERADMIN_REQUIRED',
        });
        return;
      }
      const data = Buffer.from(`backup ${decodeURIComponent(backupMatch[1] ?? '')}`);
      res.writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': String(data.length),
        'content-disposition': `attachment; filename="${decodeURIComponent(backupMatch[1] ?? '')}.sql.gz"`,
      });
      res.end(data);
      return;
    }
    // A refusal of a signed-in caller's input that is a 401 without ending the session (a wrong
    // two-factor code, as the API answered it at sign-in).
    if (req.url === '/api/wrong-code') {
      send(401, {
        detail: 'Code de vérification incorrect ou déjà utilisé',
        code: 'TWO_FACTOR_INVALID',
      });
      return;
    }
    if (req.url === '/api/redirect') {
      res.writeHead(302, { location: 'http://127.0.0.1:9/api/elsewhere' });
      res.end();
      return;
    }
    if (req.url === '/api/text') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('a,b\n1,2\n');
      return;
    }
    if (req.url?.startsWith('/api/echo')) {
      send(200, { method: req.method, url: req.url, body: body === '' ? null : JSON.parse(body) });
      return;
    }
    send(404, { detail: 'Ressource introuvable', code: 'NOT_FOUND' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    revokeTokens: () => tokens.clear(),
    openSessions: () => tokens.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
