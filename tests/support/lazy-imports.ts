import { afterEach } from 'vitest';

/**
 * The lazy imports the app's code started (see settle-lazy-imports.ts): each test ends once
 * they have, so that none is still loading when its file's environment goes.
 */
const pending = new Set<Promise<unknown>>();

declare global {
  var __lazyImports: { track<T>(loading: Promise<T>): Promise<T> } | undefined;
}

globalThis.__lazyImports = {
  track(loading) {
    pending.add(loading);
    const settled = () => void pending.delete(loading);
    loading.then(settled, settled);
    return loading;
  },
};

afterEach(async () => {
  while (pending.size > 0) await Promise.allSettled([...pending]);
});
