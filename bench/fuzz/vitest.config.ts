import { defineConfig } from 'vitest/config';

/** Runs the fuzz campaign alone (no API tier set-up): bench/fuzz/run.mjs starts its API. */
export default defineConfig({
  test: {
    include: ['bench/fuzz/campaign.ts'],
    environment: 'node',
    testTimeout: 0,
    hookTimeout: 120_000,
  },
});
