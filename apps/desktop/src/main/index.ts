import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  safeStorage,
  session,
  shell,
} from 'electron';
import { AD_IMAGE_UPLOAD_CHANNEL, DESKTOP_EVENTS } from '@tontine/contracts';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApiClient } from './api/api-client';
import { resolveApiBaseUrl } from './config';
import { createConsoleWindow } from './console-window';
import { createApiHandlers } from './ipc/api-handlers';
import { registerDesktopHandlers } from './ipc/desktop-handlers';
import { guardHandler } from './ipc/guarded-handler';
import { createUploadAdImageHandler } from './ipc/upload-ad-image';
import { createNotifyHandler } from './ipc/notify';
import { createExportDataHandler } from './ipc/export-data';
import { buildContentSecurityPolicy } from './security/content-security-policy';
import { applyContentSecurityPolicy, lockDownWebContents } from './security/harden-web-contents';
import { isTrustedRendererUrl, type RendererSource } from './security/trusted-renderer';
import { createElectronCipher } from './session/electron-cipher';
import { SessionStore } from './session/session-store';
import { createTokenVault } from './session/token-vault';
import { createVaultFile } from './session/vault-file';

const outDir = fileURLToPath(new URL('..', import.meta.url));
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const source: RendererSource =
  !app.isPackaged && devServerUrl
    ? { kind: 'dev-server', url: devServerUrl }
    : { kind: 'file', url: pathToFileURL(join(outDir, 'renderer', 'index.html')).href };
const isConsolePage = (url: string | undefined) => isTrustedRendererUrl(url, source);

let apiBaseUrl: string;
try {
  apiBaseUrl = resolveApiBaseUrl(process.env);
} catch (error) {
  dialog.showErrorBox('Tontine', (error as Error).message);
  app.exit(1);
  throw error;
}

lockDownWebContents(app, isConsolePage, (url) => void shell.openExternal(url));

async function start(): Promise<void> {
  const sessionStore = new SessionStore(
    createTokenVault(
      createElectronCipher(safeStorage, process.platform),
      createVaultFile(join(app.getPath('userData'), 'session.bin')),
    ),
  );
  await sessionStore.restore();
  const client = createApiClient({ baseUrl: apiBaseUrl, session: sessionStore });

  registerDesktopHandlers(
    ipcMain,
    {
      ...createApiHandlers(client, apiBaseUrl),
      exportData: createExportDataHandler({
        client,
        showSaveDialog: (request) => {
          const parent = BrowserWindow.getFocusedWindow();
          return parent ? dialog.showSaveDialog(parent, request) : dialog.showSaveDialog(request);
        },
        defaultDir: () => app.getPath('downloads'),
        // Only to the console's own page: the id in the event is not a secret to hide, but no
        // other page has any business hearing about exports.
        sendProgress: (progress) => {
          for (const window of BrowserWindow.getAllWindows()) {
            if (isConsolePage(window.webContents.getURL())) {
              window.webContents.send(DESKTOP_EVENTS.exportProgress, progress);
            }
          }
        },
        today: () => new Date(),
      }),
      notify: createNotifyHandler((title, body) => {
        if (Notification.isSupported()) new Notification({ title, body }).show();
      }),
    },
    isConsolePage,
  );
  // The console's ad images (libs/contracts/src/ads-api.ts), beside the bridge's operations.
  ipcMain.handle(
    AD_IMAGE_UPLOAD_CHANNEL,
    guardHandler(
      AD_IMAGE_UPLOAD_CHANNEL,
      createUploadAdImageHandler({ baseUrl: apiBaseUrl, token: () => sessionStore.token() }),
      isConsolePage,
    ),
  );

  applyContentSecurityPolicy(
    session.defaultSession,
    buildContentSecurityPolicy({
      apiOrigin: new URL(apiBaseUrl).origin,
      devServer: source.kind === 'dev-server',
    }),
  );

  const preloadPath = join(outDir, 'preload', 'index.cjs');
  createConsoleWindow({ preloadPath, source });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createConsoleWindow({ preloadPath, source });
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app
  .whenReady()
  .then(start)
  .catch((error: unknown) => {
    dialog.showErrorBox('Tontine', error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
