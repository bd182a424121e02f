import { forwardRef, useSyncExternalStore } from 'react';
import {
  ActionIcon,
  Button,
  type ActionIconProps,
  type ButtonProps,
  type PolymorphicComponentProps,
} from '@mantine/core';

/** The offline banner's explanation: what a write button disabled offline points to. */
export const OFFLINE_REASON_ID = 'offline-writes-reason';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is online (navigator.onLine and its events). Read from the
 * browser on every render, never from a copy kept per component: a button drawn after the
 * network went (a tab opened, a list shown) must be disabled from its first paint, the same
 * moment as the banner that says why.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * What a write action shows while it cannot run: offline first (nothing could reach the
 * server), then the action's own reason. `describedBy` names the text that says why.
 */
export function useWriteBlock(ownReasonId?: string | null): {
  offline: boolean;
  describedBy: string | undefined;
} {
  const offline = !useOnline();
  return { offline, describedBy: offline ? OFFLINE_REASON_ID : (ownReasonId ?? undefined) };
}

type WriteButtonProps = PolymorphicComponentProps<'button', ButtonProps>;

/**
 * A button that changes data on the server: disabled while offline, described by the offline
 * banner's message, so that it is never pressed only to fail.
 */
export const WriteButton = forwardRef<HTMLButtonElement, WriteButtonProps>(function WriteButton(
  { disabled, ...props },
  ref,
) {
  const { offline, describedBy } = useWriteBlock(props['aria-describedby']);
  return (
    <Button ref={ref} {...props} disabled={offline || disabled} aria-describedby={describedBy} />
  );
});

type WriteActionIconProps = PolymorphicComponentProps<'button', ActionIconProps>;

/** The icon-only WriteButton (chat's send, a row's delete). */
export const WriteActionIcon = forwardRef<HTMLButtonElement, WriteActionIconProps>(
  function WriteActionIcon({ disabled, ...props }, ref) {
    const { offline, describedBy } = useWriteBlock(props['aria-describedby']);
    return (
      <ActionIcon
        ref={ref}
        {...props}
        disabled={offline || disabled}
        aria-describedby={describedBy}
      />
    );
  },
);
