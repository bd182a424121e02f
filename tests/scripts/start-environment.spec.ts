import { describe, expect, it } from 'vitest';
import { startEnvironment } from '../../scripts/lib/start-environment.mjs';

describe("npm start's environment for the API", () => {
  it('seeds the demo and keeps the terminal to warnings, so that the demo accounts stay last', () => {
    expect(startEnvironment({ PORT: '3810' })).toEqual({
      PORT: '3810',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    });
  });

  it('logs every request when LOG_LEVEL asks for it', () => {
    expect(startEnvironment({ LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
  });
});
