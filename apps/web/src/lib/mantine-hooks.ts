/**
 * `@mantine/hooks` as the client's build sees it (scripts/mantine-stable-ids.mjs resolves every
 * import of the package here): the package itself, with one hook replaced.
 *
 * Mantine's `useId` renders `mantine-<React id>`, then sets a random id in a layout effect. That
 * state update is synchronous, so every component that asks for an id (popovers, menus, inputs,
 * the toast container's transitions) makes React render again inside the commit that mounts
 * it, and flush the whole new tree's passive effects in the same task: on the dashboard's first
 * screen, a quarter of the longest task on a phone (decision 0039). React's own id is
 * unique in the root, stable for the component's life and the same on the server, so the
 * replacement keeps Mantine's first value and never changes it (a pre-rendered page hydrates
 * with the ids it was sent).
 */
import { useId as useReactId } from 'react';

// The explicit export below takes precedence over the package's useId (ES module rules).
export * from '@mantine/hooks';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
