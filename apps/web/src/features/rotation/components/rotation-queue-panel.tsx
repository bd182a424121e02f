import { Badge, Card, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { RotationDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { isRotationComplete, payoutStateOf, type CyclePayoutState } from '../utils/rotation-view';
import { Fact } from '../../../components/fact';

const PAYOUT_COLORS: Record<CyclePayoutState, string> = {
  paid_out: 'teal',
  current: 'blue',
  upcoming: 'gray',
};

/** How the order was made (and the draw's seed, so anyone can replay it) and whether it is final. */
function OrderFacts({ rotation }: { rotation: RotationDto }) {
  const { t } = useTranslation();
  const startDate = rotation.cycles[0]?.due_date ?? rotation.next_payout_date;
  return (
    <Stack gap="xs">
      <Group gap="xl" align="flex-start">
        <Fact label={t('rotation.queue.method')}>
          <Text fw={600}>{t(`rotation.queue.methods.${rotation.payout_order_method}`)}</Text>
        </Fact>
        {rotation.order_locked ? (
          <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('rotation.queue.locked')}
          </Badge>
        ) : (
          <Badge
            color="yellow"
            variant="light"
            leftSection={<IconLockOpen size={12} aria-hidden />}
          >
            {t('rotation.queue.notLocked')}
          </Badge>
        )}
      </Group>
      {/* The order locks with the first payout of the pot, not at the start date. */}
      {rotation.order_locked && (
        <Text size="sm" c="dimmed">
          {t('rotation.queue.lockedSinceFirst')}
        </Text>
      )}
      {!rotation.order_locked && (
        <Text size="sm" c="dimmed">
          {t('rotation.queue.notLockedHint', { date: formatDate(startDate) })}
        </Text>
      )}
      {rotation.payout_order_method === 'random_draw' &&
        (rotation.draw_seed ? (
          <Fact label={t('rotation.queue.seed')}>
            <Code>{rotation.draw_seed}</Code>
            <Text size="xs" c="dimmed">
              {t('rotation.queue.seedHint')}
            </Text>
          </Fact>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rotation.queue.drawPending')}
          </Text>
        ))}
    </Stack>
  );
}

interface RotationQueuePanelProps {
  rotation: RotationDto;
  currency: string;
  userId: string;
}

/** 'Ordre de passage': every cycle with its date, beneficiary, pot and payout state. */
export function RotationQueuePanel({ rotation, currency, userId }: RotationQueuePanelProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('rotation.queue.title')}>
      <Stack>
        <Title order={3} fz="h5">
          {t('rotation.queue.title')}
        </Title>
        <OrderFacts rotation={rotation} />
        {isRotationComplete(rotation) && <Text fw={600}>{t('rotation.queue.complete')}</Text>}
        {rotation.cycles.length === 0 ? (
          <Text c="dimmed">{t('rotation.queue.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <VisuallyHidden component="caption">{t('rotation.queue.caption')}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rotation.queue.cycle')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.dueDate')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.beneficiary')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.pot')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.payout')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rotation.cycles.map((cycle) => {
                  const state = payoutStateOf(cycle, rotation.current_cycle);
                  return (
                    <Table.Tr
                      key={cycle.cycle_number}
                      aria-current={state === 'current' ? 'step' : undefined}
                      fw={state === 'current' ? 600 : undefined}
                    >
                      <Table.Td>{cycle.cycle_number}</Table.Td>
                      <Table.Td>{formatDate(cycle.due_date)}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <span>{cycle.beneficiary_name ?? t('rotation.queue.noBeneficiary')}</span>
                          {cycle.beneficiary_id === userId && (
                            <Badge size="xs" variant="outline">
                              {t('rotation.queue.you')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{formatMoney(cycle.pot, currency)}</Table.Td>
                      <Table.Td>
                        <Badge size="sm" color={PAYOUT_COLORS[state]}>
                          {t(`rotation.queue.payoutState.${state}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
