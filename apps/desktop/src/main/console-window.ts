import { BrowserWindow } from 'electron';
import { fileURLToPath } from 'node:url';
import type { RendererSource } from './security/trusted-renderer';

export interface ConsoleWindowOptions {
  preloadPath: string;
  source: RendererSource;
}

/** The console window: an isolated, sandboxed renderer whose only door is the preload bridge. */
export function createConsoleWindow({ preloadPath, source }: ConsoleWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'Tontine',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  const loading =
    source.kind === 'dev-server'
      ? window.loadURL(source.url)
      : window.loadFile(fileURLToPath(source.url));
  loading.catch((error: unknown) => console.error('The console page failed to load', error));
  return window;
}
