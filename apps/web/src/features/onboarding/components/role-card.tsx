import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface RoleCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  /** Shown on a card whose choice cannot be taken on this server. */
  unavailableLabel?: string;
}

export function RoleCard({ icon, title, description, action, unavailableLabel }: RoleCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      opacity={unavailableLabel ? 0.7 : 1}
    >
      <Stack h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between">
            <ThemeIcon
              size={44}
              radius="md"
              variant="light"
              color={unavailableLabel ? 'gray' : 'teal'}
            >
              {icon}
            </ThemeIcon>
            {unavailableLabel && <Badge color="gray">{unavailableLabel}</Badge>}
          </Group>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}
