import {
  createCsvRecordCounter,
  errorCatalog,
  exportSourcePath,
  fileNameFromDisposition,
  isOperatorRole,
  isSessionEnded,
  type AdImageUploadBridge,
  type DesktopApiRequest,
  type DesktopApiResponse,
  type DesktopBridge,
  type ExportProgress,
  WEB_SESSION_KEYS,
} from '@tontine/contracts';

function readToken(): string | null {
  try {
    return window.localStorage.getItem(WEB_SESSION_KEYS.token);
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    window.localStorage.removeItem(WEB_SESSION_KEYS.token);
    window.localStorage.removeItem(WEB_SESSION_KEYS.user);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function assertApiPath(path: string): void {
  if (!path.startsWith('/api/') || path.includes('\\')) {
    throw new Error(`Only paths under /api/ may be requested, got "${path}"`);
  }
}

async function call(
  method: DesktopApiRequest['method'],
  path: string,
  body: unknown,
  token: string | null,
): Promise<DesktopApiResponse> {
  assertApiPath(path);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'error',
  });
  return { status: response.status, body: await readBody(response) };
}

/**
 * The API says this token's session is over (SESSION_ENDED_CODES; a 401 can also be a wrong
 * code): forget it, unless a newer sign-in replaced it.
 */
function forgetIfEnded(body: unknown, token: string | null): void {
  const code = (body as { code?: unknown } | null)?.code;
  if (isSessionEnded(code) && token && readToken() === token) forget();
}

function refusal(code: 'SUPERADMIN_REQUIRED' | 'TWO_FACTOR_SETUP_REQUIRED'): DesktopApiResponse {
  return { status: 403, body: { detail: errorCatalog[code].message.fr, code } };
}

/** Saves a Blob under a name through a temporary link: the browser's download. */
function download(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/**
 * The bridge of the console served by the API at /console: the same operations as the
 * desktop's preload, done by the browser. The API is the page's own origin; the token is the
 * web client's; an export is read from the answer's body (progress as it arrives) into a Blob
 * and downloaded; a notification is the browser's.
 */
export function createWebBridge(): DesktopBridge & AdImageUploadBridge {
  return {
    apiBaseUrl: async () => window.location.origin,

    async request({ method, path, body }) {
      const token = readToken();
      const answer = await call(method, path, body, token);
      forgetIfEnded(answer.body, token);
      return answer;
    },

    async signIn(email, password, otp) {
      forget();
      const credentials = otp === undefined ? { email, password } : { email, password, otp };
      const answer = await call('POST', '/api/auth/login', credentials, null);
      if (answer.status < 200 || answer.status >= 300) return answer;
      const { access_token: token, ...withoutToken } = answer.body as {
        access_token: string;
        user: { role: string; two_factor_setup_required?: boolean };
      };
      // The same rules as the desktop's main process: operators only, never an enrolment-only
      // session; a refused session is ended on the API at once.
      const refused = !isOperatorRole(withoutToken.user.role)
        ? refusal('SUPERADMIN_REQUIRED')
        : withoutToken.user.two_factor_setup_required === true
          ? refusal('TWO_FACTOR_SETUP_REQUIRED')
          : null;
      if (refused) {
        await call('POST', '/api/auth/logout', undefined, token).catch(() => undefined);
        return refused;
      }
      window.localStorage.setItem(WEB_SESSION_KEYS.token, token);
      window.localStorage.setItem(WEB_SESSION_KEYS.user, JSON.stringify(withoutToken.user));
      return { status: answer.status, body: withoutToken };
    },

    async signOut() {
      const token = readToken();
      if (token) await call('POST', '/api/auth/logout', undefined, token).catch(() => undefined);
      forget();
    },

    async exportData(source, onProgress) {
      const token = readToken();
      const path = exportSourcePath(source);
      assertApiPath(path);
      const response = await fetch(path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        redirect: 'error',
      });
      if (!response.ok || !response.body) {
        const refusalBody = await readBody(response);
        forgetIfEnded(refusalBody, token);
        return { outcome: 'refused', status: response.status, body: refusalBody };
      }
      const fileName =
        fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${source}.csv`;
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      const counter = type.includes('text/csv') ? createCsvRecordCounter() : null;
      const length = Number(response.headers.get('content-length'));
      const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
      const exportId = crypto.randomUUID();
      const decoder = new TextDecoder();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      let lastSent = 0;
      const progress = (done: boolean): ExportProgress => ({
        exportId,
        source,
        bytes,
        rows: counter ? counter.rows() : null,
        totalBytes,
        done,
      });
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        counter?.push(decoder.decode(value, { stream: true }));
        const now = performance.now();
        if (now - lastSent >= 100) {
          lastSent = now;
          onProgress?.(progress(false));
        }
      }
      counter?.push(decoder.decode());
      onProgress?.(progress(true));
      download(new Blob(chunks, { type }), fileName);
      return { outcome: 'saved', fileName, bytes, rows: counter ? counter.rows() : null };
    },

    async notify(title, body) {
      if (!('Notification' in window)) return;
      let permission = Notification.permission;
      if (permission === 'default') permission = await Notification.requestPermission();
      if (permission === 'granted') new Notification(title, { body });
    },

    // The file input's bytes, as multipart, with the web client's token.
    async uploadAdImage(bytes, fileName) {
      const token = readToken();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), fileName);
      const response = await fetch('/api/superadmin/ad-images', {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : {},
        body: form,
        redirect: 'error',
      });
      const answer = { status: response.status, body: await readBody(response) };
      forgetIfEnded(answer.body, token);
      return answer;
    },
  };
}
