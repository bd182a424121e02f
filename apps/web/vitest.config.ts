import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { settleLazyImports } from '../../tests/support/settle-lazy-imports';

/**
 * The `web` test tier: React components in happy-dom, queried by role and label. Its files share
 * one module graph per worker (`isolate: false`): each file loading Mantine, the icons and the
 * app again took three quarters of the tier's time. What a test leaves behind is cleaned after
 * it (src/test/setup.ts), and the lazy imports it started are waited for
 * (tests/support/lazy-imports.ts).
 */
export default defineProject({
  plugins: [react(), settleLazyImports()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}'],
    isolate: false,
    setupFiles: [
      '../../tests/support/lazy-imports.ts',
      '../../tests/support/happy-dom.ts',
      'src/test/setup.ts',
    ],
    css: false,
    // Mantine's large forms take a few seconds to render in happy-dom on a slow machine.
    testTimeout: 20_000,
  },
});
