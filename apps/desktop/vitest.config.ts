import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The renderer's specs: translations and error messages in Node, screens in happy-dom (a spec
 * asks for it with `@vitest-environment happy-dom`, see src/renderer/src/testing/render.tsx).
 * The main process's specs run in the root `unit` project.
 */
export default defineConfig({
  // Rooted here whether it runs alone (--config) or as a project of the root config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'desktop-renderer',
    include: ['src/renderer/**/*.spec.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['../../tests/support/happy-dom.ts'],
  },
});
