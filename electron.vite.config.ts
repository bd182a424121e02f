import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'electron-vite';

/**
 * The desktop console's three processes. Every path is absolute so that the build gives the
 * same result whether it runs from the repository root or from apps/desktop.
 */
const desktopDir = fileURLToPath(new URL('./apps/desktop/', import.meta.url));
const src = (path: string) => `${desktopDir}src/${path}`;
const out = (path: string) => `${desktopDir}out/${path}`;

// @tontine/contracts and the packages it uses only declare data and functions; saying so lets
// a bundle keep what it imports (the channel map, the error catalogue) instead of every
// country and language table.
const sideEffectFree = /[\\/](libs[\\/]contracts|node_modules)[\\/]/;
const treeshake = { moduleSideEffects: (id: string) => !sideEffectFree.test(id) };

// npm keeps @vitejs/plugin-react inside the workspace (apps/desktop/node_modules) instead of
// hoisting it, and this file lives at the root: resolve the plugin from the desktop package.
const requireFromDesktop = createRequire(`${desktopDir}package.json`);
const { default: react } = (await import(
  pathToFileURL(requireFromDesktop.resolve('@vitejs/plugin-react')).href
)) as typeof import('@vitejs/plugin-react');

export default defineConfig({
  main: {
    build: {
      outDir: out('main'),
      emptyOutDir: true,
      // Bundle every dependency (zod, @tontine/contracts): the packaged app then needs no
      // node_modules, which a hoisted npm workspace could not provide to a packager.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: src('main/index.ts') },
        treeshake,
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: out('preload'),
      emptyOutDir: true,
      // A sandboxed preload cannot require anything but electron: bundle the channel map in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: src('preload/index.ts') },
        treeshake,
        // Sandboxed preloads are evaluated as CommonJS scripts, never as ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: src('renderer'),
    // Relative URLs: the same build runs from file:// in the desktop app and from /console/
    // on the API (which redirects /console to /console/ so that they resolve there).
    base: './',
    plugins: [react()],
    build: {
      outDir: out('renderer'),
      emptyOutDir: true,
      rolldownOptions: { input: { index: src('renderer/index.html') } },
    },
  },
});
