import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own, right after the page's first one: what lies
 * below a phone's first screen stays out of the page's first commit and first layout, the
 * longest tasks a slow phone runs before it answers a tap (decision 0039). Only for what
 * nothing is laid out below, so that its coming moves nothing on the screen.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
