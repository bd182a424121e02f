import { DESKTOP_CHANNELS } from '@tontine/contracts';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/api-client';
import { isTrustedRendererUrl, type RendererSource } from '../security/trusted-renderer';
import { SessionStore } from '../session/session-store';
import { createTokenVault } from '../session/token-vault';
import { createVaultFile } from '../session/vault-file';
import { makeAesCipher } from '../testing/aes-cipher';
import { makeAccount, startTestApi, type TestApi } from '../testing/api-server';
import { makeIpcRecorder } from '../testing/ipc-recorder';
import { makeTempDir } from '../testing/temp-dir';
import { createApiHandlers } from './api-handlers';
import { registerDesktopHandlers } from './desktop-handlers';
import { InvalidArgumentsError, UntrustedSenderError } from './guarded-handler';
import { createNotifyHandler } from './notify';
import { createExportDataHandler } from './export-data';

const source: RendererSource = {
  kind: 'file',
  url: 'file:///opt/Tontine/resources/app/out/renderer/index.html',
};
const consolePage = `${source.url}#/`;
const exportId = '6f1c9a52-3f7e-4c39-9d8a-0d6c2f4f2b11';
const superAdmin = makeAccount({ role: 'super_admin' });
const guardedAdmin = makeAccount({ role: 'super_admin', otp: '318277' });

describe('registerDesktopHandlers', () => {
  let api: TestApi;
  let cleanup: () => Promise<void>;
  let recorder: ReturnType<typeof makeIpcRecorder>;
  let shown: [string, string][];
  let dialogs: number;

  beforeEach(async () => {
    api = await startTestApi([superAdmin, guardedAdmin]);
    const temp = await makeTempDir();
    cleanup = temp.cleanup;
    const session = new SessionStore(
      createTokenVault(makeAesCipher(), createVaultFile(join(temp.dir, 'session.bin'))),
    );
    const client = createApiClient({ baseUrl: api.baseUrl, session });
    recorder = makeIpcRecorder();
    shown = [];
    dialogs = 0;
    registerDesktopHandlers(
      recorder.ipc,
      {
        ...createApiHandlers(client, api.baseUrl),
        exportData: createExportDataHandler({
          client,
          showSaveDialog: async () => {
            dialogs += 1;
            return { canceled: true };
          },
          defaultDir: () => temp.dir,
          sendProgress: () => undefined,
          today: () => new Date(2026, 0, 5),
        }),
        notify: createNotifyHandler((title, body) => shown.push([title, body])),
      },
      (url) => isTrustedRendererUrl(url, source),
    );
  });
  afterEach(async () => {
    await api.close();
    await cleanup();
  });

  it('handles every channel of the contracts', () => {
    expect(recorder.channels().sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());
  });

  it('answers the console page', async () => {
    expect(await recorder.invoke(DESKTOP_CHANNELS.apiBaseUrl, consolePage)).toBe(api.baseUrl);
    const signedIn = await recorder.invoke(
      DESKTOP_CHANNELS.signIn,
      consolePage,
      superAdmin.email,
      superAdmin.password,
    );
    expect(signedIn).toMatchObject({ status: 200, body: { user: { role: 'super_admin' } } });
    const me = await recorder.invoke(DESKTOP_CHANNELS.request, consolePage, {
      method: 'GET',
      path: '/api/auth/me',
    });
    expect(me).toMatchObject({ status: 200, body: { email: superAdmin.email } });
    await recorder.invoke(DESKTOP_CHANNELS.notify, consolePage, 'Nouveau message', 'Bonjour');
    expect(shown).toEqual([['Nouveau message', 'Bonjour']]);
  });

  it('passes the two-factor code of the second step on to the API', async () => {
    const asked = await recorder.invoke(
      DESKTOP_CHANNELS.signIn,
      consolePage,
      guardedAdmin.email,
      guardedAdmin.password,
      undefined,
    );
    expect(asked).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_REQUIRED' } });
    const signedIn = await recorder.invoke(
      DESKTOP_CHANNELS.signIn,
      consolePage,
      guardedAdmin.email,
      guardedAdmin.password,
      '318277',
    );
    expect(signedIn).toMatchObject({ status: 200, body: { user: { role: 'super_admin' } } });
    expect(JSON.parse(api.received.at(-1)!.body)).toMatchObject({ otp: '318277' });
  });

  it.each([
    ['another file', 'file:///tmp/evil.html'],
    ['a web page', 'https://evil.example/'],
    ['a destroyed frame', null],
  ])('refuses calls from %s before doing anything', async (_name, url) => {
    const before = api.received.length;
    for (const [channel, args] of [
      [DESKTOP_CHANNELS.signIn, [superAdmin.email, superAdmin.password]],
      [DESKTOP_CHANNELS.request, [{ method: 'GET', path: '/api/auth/me' }]],
      [DESKTOP_CHANNELS.apiBaseUrl, []],
      [DESKTOP_CHANNELS.signOut, []],
      [DESKTOP_CHANNELS.exportData, [exportId, 'users']],
      [DESKTOP_CHANNELS.notify, ['t', 'b']],
    ] as const) {
      await expect(recorder.invoke(channel, url, ...args)).rejects.toThrow(UntrustedSenderError);
    }
    expect(api.received.length).toBe(before);
    expect(shown).toEqual([]);
    expect(dialogs).toBe(0);
  });

  it('refuses an iframe inside the console page', async () => {
    const iframe = { url: consolePage, parent: { url: consolePage } };
    await expect(
      recorder.invokeFrom(iframe, DESKTOP_CHANNELS.signIn, superAdmin.email, superAdmin.password),
    ).rejects.toThrow(UntrustedSenderError);
    await expect(recorder.invokeFrom(iframe, DESKTOP_CHANNELS.apiBaseUrl)).rejects.toThrow(
      UntrustedSenderError,
    );
  });

  it.each([
    [DESKTOP_CHANNELS.signIn, [42, 'password']],
    [DESKTOP_CHANNELS.signIn, ['a@b.c']],
    [DESKTOP_CHANNELS.signIn, ['a@b.c', 'x'.repeat(129)]],
    [DESKTOP_CHANNELS.signIn, ['a@b.c', 'password', 123456]],
    [DESKTOP_CHANNELS.signIn, ['a@b.c', 'password', '1'.repeat(33)]],
    [DESKTOP_CHANNELS.signIn, ['a@b.c', 'password', '123456', 'extra']],
    [DESKTOP_CHANNELS.request, [{ method: 'GET', path: '/health' }]],
    [DESKTOP_CHANNELS.request, [{ method: 'OPTIONS', path: '/api/auth/me' }]],
    [DESKTOP_CHANNELS.request, [{ method: 'GET', path: '/api/auth/me', headers: {} }]],
    [DESKTOP_CHANNELS.request, ['/api/auth/me']],
    [DESKTOP_CHANNELS.apiBaseUrl, ['extra']],
    [DESKTOP_CHANNELS.exportData, [exportId, '../../etc/passwd']],
    [DESKTOP_CHANNELS.exportData, [exportId, 'Users']],
    [DESKTOP_CHANNELS.exportData, [exportId, 'transactions']],
    [DESKTOP_CHANNELS.exportData, [exportId, 'backup:../../etc/passwd']],
    [DESKTOP_CHANNELS.exportData, [exportId, 'backup:']],
    [DESKTOP_CHANNELS.exportData, ['not-an-id', 'users']],
    [DESKTOP_CHANNELS.exportData, [exportId]],
    [DESKTOP_CHANNELS.exportData, [exportId, 'users', 'extra']],
    [DESKTOP_CHANNELS.notify, ['   ', 'body']],
    [DESKTOP_CHANNELS.notify, ['title', 'x'.repeat(501)]],
  ])('refuses %s with invalid arguments %j', async (channel, args) => {
    const before = api.received.length;
    await expect(recorder.invoke(channel, consolePage, ...args)).rejects.toThrow(
      InvalidArgumentsError,
    );
    expect(api.received.length).toBe(before);
    expect(dialogs).toBe(0);
    expect(shown).toEqual([]);
  });
});
