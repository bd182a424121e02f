import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStableIds } from './scripts/mantine-stable-ids.mjs';
import { unstyledMantineClasses, usedMantineStyles } from './scripts/mantine-used-styles.mjs';

const MANTINE_STYLES = 'virtual:mantine-core.css';

/**
 * `virtual:mantine-core.css`: Mantine's stylesheet cut to the components the client uses
 * (scripts/mantine-used-styles.mjs): 190 kB of rules instead of 295 kB, which a phone parses
 * before its first paint and matches against every element it lays out.
 */
function mantineUsedStyles(): Plugin {
  const resolved = `\0${MANTINE_STYLES}`;
  return {
    name: 'tontine:mantine-used-styles',
    resolveId: (source) => (source === MANTINE_STYLES ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? usedMantineStyles({ sourceDirs: [fileURLToPath(new URL('./src', import.meta.url))] })
        : undefined,
    // A component whose styles were left out would ship unstyled: the build stops instead.
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const missing = unstyledMantineClasses({
        scripts: files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n'),
        stylesheet: files
          .map((file) =>
            file.type === 'asset' && file.fileName.endsWith('.css') ? String(file.source) : '',
          )
          .join('\n'),
      });
      if (missing.length > 0)
        this.error(`Mantine classes used without their styles: ${missing.join(', ')}`);
    },
  };
}

/**
 * src/warm-up-intl.ts as a script of its own in index.html's head, run as soon as it is fetched.
 * Vite makes every module script of index.html one entry: this one is a second input.
 */
function intlWarmUp(): Plugin {
  const name = 'warm-up-intl';
  return {
    name: 'tontine:intl-warm-up',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [name]: 'src/warm-up-intl.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === name,
        );
        if (!chunk) throw new Error(`the ${name} chunk is missing from the build`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The member web client. In development the API runs on its own port and `/api` is
 * proxied to it, so the client always calls its own origin, as it does in production.
 */
export default defineConfig({
  plugins: [
    react(),
    mantineStableIds(),
    mantineUsedStyles(),
    intlWarmUp(),
    // Installable, and the app's own files cached by a service worker so that it opens without
    // a network; the data comes from the query cache kept in IndexedDB (lib/offline-cache.ts).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once its first screen is rendered (app/register-service-worker.ts).
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Tontine',
        short_name: 'Tontine',
        description: 'Épargne rotative entre membres de confiance',
        lang: 'fr',
        start_url: '/dashboard',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#087f5b',
      },
      // PNG icons (64, 192, 512, maskable 512, apple-touch 180) drawn from favicon.svg at build
      // time and listed in the manifest: installing needs raster icons on most phones.
      pwaAssets: {
        image: 'public/favicon.svg',
        preset: 'minimal-2023',
        overrideManifestIcons: true,
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        // The API and the operator console are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/console/],
      },
    }),
    // A .br and a .gz beside each text file, sent by the API to browsers that accept them
    // (apps/api/src/web/web-files.ts): compressed once at build time, at the highest level.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    // The entry's own modules are preloaded by index.html; a page's modules are not preloaded
    // by script when the page is imported: the helper added a <link rel=modulepreload> per
    // module (about 80 for the dashboard), in the entry's first task on a phone, and
    // Lighthouse's dashboard scored higher without them on a first visit as on a return
    // (decision 0039). The browser fetches a page's modules as it parses them.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136 on): every function of the file is compiled
        // with the file, off the main thread while it streams in, and kept in the code cache,
        // instead of one by one on the main thread the first time each runs. A page's modules
        // run most of their functions as it shows (decision 0039).
        postBanner: '//# allFunctionsCalledOnLoad',
        // React changes less often than the app: its own chunk stays cached across releases.
        // Mantine and the other libraries are not grouped: a group chunk is all-or-nothing, so
        // it would put every component any page uses into the entry (the entry's 200 kB budget).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Zod decides, as each object schema is built, whether to compile it with
            // `new Function`; the Content-Security-Policy forbids that, so the configuration
            // that turns it off (lib/zod-config.ts) runs in zod's own chunk, before any chunk
            // that builds a schema.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true } },
  },
  preview: { port: 4173 },
});
