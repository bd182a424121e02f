import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The `web` test tier: React components in happy-dom, queried by role and label. */
export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../tests/support/happy-dom.ts', 'src/test/setup.ts'],
    css: false,
    // Mantine's large forms take a few seconds to render in happy-dom on a slow machine.
    testTimeout: 20_000,
  },
});
