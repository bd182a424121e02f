import { useId, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/**
 * A titled list of rows, or the line saying it is empty: a stacked list, not a table, so that
 * nothing is wider than a 390 px phone. `action` sits beside the title.
 */
export function TitledRowList({
  title,
  emptyText,
  action,
  children,
}: {
  title: string;
  emptyText: string;
  action?: ReactNode;
  /** The rows, each an `li`; none shows `emptyText`. */
  children: ReactNode[];
}) {
  const headingId = useId();
  const heading = (
    <Title order={3} fz="h6" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Stack gap="xs">
      {action ? (
        <Group justify="space-between" gap="xs">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={headingId}
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {children}
        </Stack>
      )}
    </Stack>
  );
}
