import type {
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
}

/**
 * `window.desktop` for the console's renderer running in Chromium: an init script for
 * `page.addInitScript(installDesktopBridge, options)`. It applies the main process's rules
 * (apps/desktop/src/main/api/api-client.ts): only /api/ paths, the bearer token added here,
 * the two-factor code passed on, accounts other than super_admin and enrolment-only sessions
 * refused with 403 and their session ended on the API, a sign-out that ends the session on the
 * API, a 401 ends the session. sessionStorage holds the token where main keeps its encrypted file, so a reload
 * restores the session. Playwright serialises this function: it must use nothing from outside.
 */
export function installDesktopBridge({
  apiUrl,
  superAdminRequired,
  twoFactorSetupRequired,
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

  const bridge: DesktopBridge = {
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
      if (answer.status === 401 && token && readToken() === token) forgetToken();
      return answer;
    },

    // The browser's download stands where main shows a save dialog and writes the file.
    async saveCsv(kind, csv) {
      const date = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const name = `${kind}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv' }));
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
      return { saved: true, path: name };
    },

    // The browser's notification stands where main shows an Electron Notification.
    async notify(title, body) {
      if ('Notification' in window && Notification.permission === 'granted') {
        new Notification(title, { body });
      }
    },
  };

  Object.defineProperty(window, 'desktop', { value: Object.freeze(bridge) });
}
