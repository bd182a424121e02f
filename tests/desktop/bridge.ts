import type {
  AdImageUploadBridge,
  DesktopApiRequest,
  DesktopApiResponse,
  DesktopBridge,
  ErrorBody,
} from '@tontine/contracts';

export interface TestBridgeOptions {
  /** Base URL of the API under test (the e2e server). */
  apiUrl: string;
  /** The body main answers when a non-super-admin signs in (the contracts' SUPERADMIN_REQUIRED). */
  superAdminRequired: ErrorBody;
  /** The body main answers for a session that must set up two-factor sign-in first. */
  twoFactorSetupRequired: ErrorBody;
  /** The error codes on which main forgets the session (the contracts' SESSION_ENDED_CODES). */
  sessionEndedCodes: readonly string[];
}

/**
 * `window.desktop` for the console's renderer running in Chromium: an init script for
 * `page.addInitScript(installDesktopBridge, options)`. It applies the main process's rules
 * (apps/desktop/src/main/api/api-client.ts): only /api/ paths, the bearer token added here,
 * the two-factor code passed on, accounts other than operators (super_admin, support) and enrolment-only sessions
 * refused with 403 and their session ended on the API, a sign-out that ends the session on the
 * API, an answer whose code says the session ended forgets it. sessionStorage holds the token where main keeps its encrypted file, so a reload
 * restores the session. Playwright serialises this function: it must use nothing from outside.
 */
export function installDesktopBridge({
  apiUrl,
  superAdminRequired,
  twoFactorSetupRequired,
  sessionEndedCodes,
}: TestBridgeOptions): void {
  const tokenKey = 'tontine.e2e.desktop-session';
  const readToken = () => window.sessionStorage.getItem(tokenKey);
  const forgetToken = () => window.sessionStorage.removeItem(tokenKey);

  async function call(
    method: DesktopApiRequest['method'],
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<DesktopApiResponse> {
    if (!path.startsWith('/api/') || path.includes('\\')) {
      throw new Error(`Only paths under /api/ may be requested, got "${path}"`);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: text === '' ? null : isJson ? (JSON.parse(text) as unknown) : text,
    };
  }

  const bridge: DesktopBridge & AdImageUploadBridge = {
    apiBaseUrl: async () => apiUrl,

    async signIn(email, password, otp) {
      forgetToken();
      const credentials = otp === undefined ? { email, password } : { email, password, otp };
      const answer = await call('POST', '/api/auth/login', credentials, null);
      if (answer.status < 200 || answer.status >= 300) return answer;
      const { access_token: token, ...withoutToken } = answer.body as {
        access_token: string;
        user: { role: string; two_factor_setup_required?: boolean };
      };
      if (!['super_admin', 'support'].includes(withoutToken.user.role)) {
        await call('POST', '/api/auth/logout', undefined, token).catch(() => undefined);
        return { status: 403, body: superAdminRequired };
      }
      if (withoutToken.user.two_factor_setup_required === true) {
        await call('POST', '/api/auth/logout', undefined, token).catch(() => undefined);
        return { status: 403, body: twoFactorSetupRequired };
      }
      window.sessionStorage.setItem(tokenKey, token);
      return { status: answer.status, body: withoutToken };
    },

    async signOut() {
      const token = readToken();
      if (token) await call('POST', '/api/auth/logout', undefined, token).catch(() => undefined);
      forgetToken();
    },

    async request({ method, path, body }) {
      const token = readToken();
      const answer = await call(method, path, body, token);
      const code = (answer.body as { code?: string } | null)?.code ?? '';
      if (sessionEndedCodes.includes(code) && token && readToken() === token) forgetToken();
      return answer;
    },

    // Main's export, done here: the same API path and token, the body read as it arrives
    // with progress events, the file recorded in window.__desktopExports where main writes it.
    async exportData(source, onProgress) {
      const token = readToken();
      const path = source.startsWith('backup:')
        ? `/api/superadmin/backups/${encodeURIComponent(source.slice(7))}/download`
        : `/api/superadmin/export/${source}`;
      const response = await fetch(`${apiUrl}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        redirect: 'error',
      });
      if (!response.ok || !response.body) {
        const text = await response.text();
        return {
          outcome: 'refused',
          status: response.status,
          body: text ? (JSON.parse(text) as unknown) : null,
        };
      }
      const exportId = crypto.randomUUID();
      const csv = (response.headers.get('content-type') ?? '').includes('text/csv');
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      // Records counted as main counts them: a line break inside quotes is not a new record.
      let bytes = 0;
      let breaks = 0;
      let inQuotes = false;
      let tail = '';
      const count = (chunk: string) => {
        for (const c of chunk) {
          if (c === '"') inQuotes = !inQuotes;
          else if (c === '\n' && !inQuotes) breaks += 1;
        }
        if (chunk) tail = chunk;
      };
      const rows = () =>
        csv ? Math.max(0, breaks + (tail.endsWith('\n') || tail === '' ? 0 : 1) - 1) : null;
      const events: unknown[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        count(decoder.decode(value, { stream: true }));
        const event = { exportId, source, bytes, rows: rows(), totalBytes: null, done: false };
        events.push(event);
        onProgress?.(event);
      }
      count(decoder.decode());
      const last = { exportId, source, bytes, rows: rows(), totalBytes: null, done: true };
      events.push(last);
      onProgress?.(last);
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${source}.csv`;
      const record = window as unknown as { __desktopExports?: unknown[] };
      record.__desktopExports = [
        ...(record.__desktopExports ?? []),
        { source, fileName, bytes, events },
      ];
      return { outcome: 'saved', fileName, bytes, rows: last.rows };
    },

    // The browser's notification stands where main shows an Electron Notification.
    async notify(title, body) {
      if ('Notification' in window && Notification.permission === 'granted') {
        new Notification(title, { body });
      }
    },

    // Main's ad image upload: the renderer's bytes as multipart, with the stored token.
    async uploadAdImage(bytes, fileName) {
      const token = readToken();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), fileName);
      const response = await fetch(`${apiUrl}/api/superadmin/ad-images`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
        redirect: 'error',
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
  };

  Object.defineProperty(window, 'desktop', { value: Object.freeze(bridge) });
}
