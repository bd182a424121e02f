import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The member web client. In development the API runs on its own port and `/api` is
 * proxied to it, so the client always calls its own origin, as it does in production.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases.
        // Mantine and the other libraries are not grouped: a group chunk is all-or-nothing, so
        // it would put every component any page uses into the entry (issue 13's budget).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
