import { describe, expect, it } from 'vitest';
import { API_NODE_OPTIONS, apiRuntimeEnv } from '../../scripts/lib/api-runtime.mjs';

describe("the API's runtime settings", () => {
  it('caps the heap and the malloc arenas where nothing else is set', () => {
    expect(apiRuntimeEnv({})).toEqual({
      NODE_OPTIONS: '--max-semi-space-size=4 --max-old-space-size=160',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it("lets an operator's own NODE_OPTIONS and arenas win: theirs come last", () => {
    const env = apiRuntimeEnv({ NODE_OPTIONS: '--max-old-space-size=512', MALLOC_ARENA_MAX: '4' });
    expect(env.NODE_OPTIONS).toBe(`${API_NODE_OPTIONS} --max-old-space-size=512`);
    expect(env.MALLOC_ARENA_MAX).toBe('4');
  });
});
