import { Group, Text } from '@mantine/core';

/**
 * The first line of a money row (a fine, a saving): the member's name for those who handle the
 * group's money, the cycle, and the amount kept whole on the right, wrapping nothing wider than
 * a 390 px phone.
 */
export function MoneyRowHeading({
  memberName,
  cycleText,
  amount,
}: {
  /** Null where the reader sees only their own rows. */
  memberName: string | null;
  cycleText: string;
  amount: string;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        {memberName !== null && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {memberName}
          </Text>
        )}
        <Text
          size="sm"
          c={memberName !== null ? 'dimmed' : undefined}
          fw={memberName !== null ? undefined : 600}
        >
          {cycleText}
        </Text>
      </div>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}
