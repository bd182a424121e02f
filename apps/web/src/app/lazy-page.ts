import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page<C> = C extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * A page loaded with its route (issue 13's entry budget): `lazyPage(() => import('…'), 'Name')`
 * takes a named export, as the features export their pages, and gives a component that React
 * loads on first render inside the routes' Suspense boundary.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<Page<M[K]>> {
  return lazy(async () => ({ default: (await load())[name] as Page<M[K]> }));
}
