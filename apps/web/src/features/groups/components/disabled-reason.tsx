import { Text } from '@mantine/core';

/**
 * Why the action beside it is disabled, in words under it (a tooltip never shows on a phone).
 * The button names it with `aria-describedby={id}` so a screen reader says it too.
 */
export function DisabledReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <Text id={id} size="xs" c="dimmed">
      {reason}
    </Text>
  );
}
