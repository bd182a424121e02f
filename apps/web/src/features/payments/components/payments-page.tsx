import { useState } from 'react';
import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyPayments } from '../../../api/get-my-payments';
import { CycleStateBadge } from '../../../components/cycle-state-badge';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDate, formatMoney } from '../../../lib/format';
import { PayChoiceModal, type PayingGroup } from './pay-choice-modal';
import { PaymentHistory } from './payment-history';
import { WriteButton } from '../../../components/offline-writes';
import { MyFinesCard } from '../../fines';

/**
 * `/payments`: the member's payments across their groups. What is due and when (the current
 * cycle of each group less what is approved or pending), what waits for the admin's or the
 * chain's validation, and the whole history, newest first.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const query = useMyPayments();
  const [paying, setPaying] = useState<PayingGroup | null>(null);
  const toPay = (query.data?.due ?? []).filter((d) => d.state === 'due' || d.state === 'overdue');

  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('memberPages.payments.title')}
        </Title>
        <Text c="dimmed">{t('memberPages.payments.subtitle')}</Text>
      </div>
      {query.isPending && <Loader aria-label={t('app.loading')} />}
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isSuccess && (
        <>
          <Card withBorder radius="md" component="section" aria-labelledby="payments-due">
            <Title order={2} fz="h4" id="payments-due" mb="sm">
              {t('memberPages.payments.dueTitle')}
            </Title>
            {toPay.length === 0 ? (
              <Text c="dimmed">{t('memberPages.payments.dueEmpty')}</Text>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {toPay.map((d) => (
                  <Group component="li" key={d.group_id} justify="space-between" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Anchor
                          fw={600}
                          component={Link}
                          to={`/groups/${encodeURIComponent(d.group_id)}`}
                        >
                          {d.group_name}
                        </Anchor>
                        <CycleStateBadge state={d.state} />
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t('memberPages.payments.dueLine', {
                          cycle: d.cycle_number,
                          date: formatDate(d.due_date),
                        })}
                      </Text>
                      <Text size="sm">
                        {t('memberPages.payments.owed', {
                          amount: formatMoney(d.owed, d.currency),
                        })}
                      </Text>
                    </div>
                    <WriteButton
                      leftSection={<IconCash size={16} aria-hidden />}
                      aria-label={t('memberPages.payments.payFor', { group: d.group_name })}
                      onClick={() =>
                        setPaying({
                          id: d.group_id,
                          name: d.group_name,
                          currency: d.currency,
                          owed: d.owed,
                        })
                      }
                    >
                      {t('groups.payments.makePayment')}
                    </WriteButton>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
          <MyFinesCard fines={query.data.fines} />
          <Card withBorder radius="md" component="section" aria-labelledby="payments-pending">
            <Title order={2} fz="h4" id="payments-pending" mb="sm">
              {t('memberPages.payments.pendingTitle')}
            </Title>
            <PaymentHistory
              items={query.data.history.filter((c) => c.status === 'pending')}
              empty={t('memberPages.payments.pendingEmpty')}
            />
          </Card>
          <Card withBorder radius="md" component="section" aria-labelledby="payments-history">
            <Title order={2} fz="h4" id="payments-history" mb="sm">
              {t('memberPages.payments.historyTitle')}
            </Title>
            <PaymentHistory
              items={query.data.history}
              empty={t('memberPages.payments.historyEmpty')}
            />
          </Card>
        </>
      )}
      <PayChoiceModal group={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
