import { useState } from 'react';

/**
 * Which of a screen's modals is open, and which have been opened at least once: a modal loaded
 * lazily (React.lazy) is mounted from its first opening only, so its code is fetched when the
 * member asks for it, and stays mounted for its closing transition.
 */
export function useModalsOpenedOnce<K extends string>() {
  const [shown, setShown] = useState<K | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set());
  return {
    shown,
    /** Whether `modal` was ever opened: mount it from then on. */
    mounted: (modal: K) => opened.has(modal),
    open: (modal: K) => {
      setOpened((seen) => (seen.has(modal) ? seen : new Set(seen).add(modal)));
      setShown(modal);
    },
    close: () => setShown(null),
  };
}
