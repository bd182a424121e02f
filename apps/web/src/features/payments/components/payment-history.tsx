import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ContributionStatus, MemberPaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';

const STATUS_COLORS: Record<ContributionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Contributions as a list: amount, group, cycle, method, date, status and the chain's word. */
export function PaymentHistory({ items, empty }: { items: MemberPaymentDto[]; empty: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((c) => (
        <Group component="li" key={c.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{formatMoney(c.amount, c.currency)}</Text>
            <Text size="sm" c="dimmed">
              {t('memberPages.payments.historyLine', {
                group: c.group_name,
                cycle: c.cycle_number,
                method: t(`groups.payments.method.${c.method}`),
                date: formatDate(c.created_at),
              })}
            </Text>
            {c.method === 'crypto' && c.chain_status && (
              <Text size="sm" c={c.chain_status === 'confirmed' ? 'teal' : 'dimmed'}>
                {t(`groups.payments.chain.${c.chain_status}`)}
              </Text>
            )}
            {c.rejection_reason && (
              <Text size="sm" c="red">
                {t('groups.payments.rejectedReason', { reason: c.rejection_reason })}
              </Text>
            )}
          </div>
          <Badge color={STATUS_COLORS[c.status]} style={{ flexShrink: 0 }}>
            {t(`groups.payments.contributionStatus.${c.status}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
