import { useId, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { SavingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { SavingRow, type SavingDecision } from './saving-row';

/**
 * The savings the API gives the reader, newest first: their own, or every member's for those
 * who handle the money, who decide the declared ones and record the cash handed to them
 * (`action`, beside the heading).
 */
export function SavingsList({
  savings,
  canManage,
  onDecide,
  action,
}: {
  savings: SavingDto[];
  canManage: boolean;
  onDecide: (decision: SavingDecision) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h6" id={headingId}>
          {canManage ? t('savings.list.all') : t('savings.list.mine')}
        </Title>
        {action}
      </Group>
      {savings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('savings.list.empty')}
        </Text>
      ) : (
        // A stacked list, not a table: nothing wider than a 390 px phone.
        <Stack
          component="ul"
          aria-labelledby={headingId}
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {savings.map((saving) => (
            <SavingRow key={saving.id} saving={saving} canManage={canManage} onDecide={onDecide} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
