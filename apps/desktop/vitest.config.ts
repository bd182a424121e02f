import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The renderer's specs (translations, error messages). The main process's specs run in the
 * root `unit` project; add this file to the root projects list to run these with `npm test`.
 */
export default defineConfig({
  // Rooted here whether it runs alone (--config) or as a project of the root config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'desktop-renderer',
    include: ['src/renderer/**/*.spec.{ts,tsx}'],
    environment: 'node',
  },
});
