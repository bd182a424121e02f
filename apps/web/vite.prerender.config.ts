import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The client's pages built for Node, to render their first screens to HTML at build time
 * (scripts/render-first-screens.mjs). Not served: the output stays out of dist.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/prerender/render-first-screen.tsx',
    outDir: 'out/prerender',
    emptyOutDir: true,
    target: 'node24',
  },
});
