import { afterAll } from 'vitest';
import { aimHelpersAtSharedApi } from './api-target.js';

// Run before each API test file: a file that aimed the helpers at an API of its own leaves the
// next file, which shares its module graph, aimed at the shared one again.
afterAll(() => {
  aimHelpersAtSharedApi();
});
