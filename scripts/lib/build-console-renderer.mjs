// The desktop console's renderer alone, as `electron-vite build` builds it (the same config
// file and Vite), into apps/desktop/out/renderer, which the API serves at /console. Without the
// Electron main process and preload, which only the desktop app runs: `npm start` needs none.
import { resolveConfig } from 'electron-vite';
import { build } from 'vite';

// What electron-vite's own build sets before it resolves the config.
process.env.NODE_ENV_ELECTRON_VITE = 'production';
const { config } = await resolveConfig(
  { configFile: 'electron.vite.config.ts' },
  'build',
  'production',
);
await build(config.renderer);
