import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page<C> = C extends ComponentType<infer P> ? ComponentType<P> : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own constraint
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Loads the page's code now; settles once it is there (or failed to come). */
  preload(): Promise<void>;
};

/**
 * A page loaded with its route (the entry's 200 kB budget): `lazyPage(() => import('…'), 'Name')`
 * takes a named export, as the features export their pages, and gives a component that React
 * loads on first render inside the routes' Suspense boundary.
 *
 * A page whose code came before its first render (`preload`, the landing page) renders at once:
 * React's lazy reads a thenable's result synchronously when its `then` calls back at once, while
 * a promise, even a resolved one, calls back later and makes React show the loader first (a
 * commit of its own, then the page held back by React's Suspense throttling).
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<Page<M[K]>> {
  let loaded: { module: M } | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = { module };
      return module;
    });
  const component = lazy(() => {
    if (loaded === undefined)
      return loadAndKeep().then((module) => ({ default: module[name] as Page<M[K]> }));
    const page = { default: loaded.module[name] as Page<M[K]> };
    const settled: PromiseLike<typeof page> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(page) : page) as never,
    };
    return settled as Promise<typeof page>;
  });
  return Object.assign(component, {
    preload: () =>
      loadAndKeep().then(
        () => undefined,
        () => undefined,
      ),
  });
}
