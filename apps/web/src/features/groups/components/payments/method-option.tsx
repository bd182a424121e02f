import type { ReactNode } from 'react';
import { Card, Group, Text, UnstyledButton } from '@mantine/core';

/** One way to pay: an icon, its name and a hint; greyed out when unavailable. */
export function MethodOption({
  icon,
  label,
  hint,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={disabled}
      aria-disabled={disabled}
      style={{ opacity: disabled ? 0.55 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <Card withBorder radius="md" p="sm">
        <Group wrap="nowrap">
          {icon}
          <div>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
