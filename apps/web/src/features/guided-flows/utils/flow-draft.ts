import { useCallback, useState } from 'react';
import type { GuidedFlowName } from '@tontine/contracts';

const keyOf = (flow: GuidedFlowName) => `tontine.guide.draft.${flow}`;

export function readDraft<T extends object>(flow: GuidedFlowName, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(keyOf(flow));
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function clearDraft(flow: GuidedFlowName): void {
  try {
    sessionStorage.removeItem(keyOf(flow));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * What a flow's steps typed, kept in sessionStorage: a reload of the tab keeps it, closing the
 * tab forgets it (it may hold what was not submitted yet).
 */
export function useFlowDraft<T extends object>(flow: GuidedFlowName, fallback: T) {
  const [draft, setDraft] = useState<T>(() => readDraft(flow, fallback));
  const update = useCallback(
    (patch: Partial<T>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        try {
          sessionStorage.setItem(keyOf(flow), JSON.stringify(next));
        } catch {
          // Storage full or refused: the draft lives in memory only.
        }
        return next;
      }),
    [flow],
  );
  const reset = useCallback(() => {
    clearDraft(flow);
    setDraft(fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow]);
  return { draft, update, reset };
}
