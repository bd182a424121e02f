import type { ReactNode } from 'react';
import { Text, type MantineSize } from '@mantine/core';

/**
 * One labelled figure of a card: a small dimmed label over its value in bold; `children`
 * replace the value when it needs more than text (a badge, a list).
 */
export function Fact({
  label,
  value,
  size,
  children,
}: {
  label: string;
  value?: ReactNode;
  size?: MantineSize;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children ?? (
        <Text size={size} fw={600}>
          {value}
        </Text>
      )}
    </div>
  );
}
