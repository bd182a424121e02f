import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isPositiveMoney, type GroupDetailDto, type RotationDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useGroupRotation } from '../../../../api/get-group-rotation';
import { Fact } from '../../../../components/fact';
import { QueryResult } from '../../../../components/query-result';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { myRotationStatus, remainingThisCycle } from '../../utils/payment-status';
import { MakePaymentButton } from './make-payment-button';

/**
 * 'My Status': my approved total this cycle and what awaits validation, my place in the queue
 * and my turn as it stands: to come, now, or past once its pot was paid out. `extra` is what
 * the page adds from other features (my fines to settle).
 */
export function MyStatusCard({ group, extra }: { group: GroupDetailDto; extra?: ReactNode }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const rotation = useGroupRotation(group.id);

  return (
    <Card withBorder radius="md">
      <Title order={3} fz="h5" mb="sm">
        {t('groups.payments.myStatus')}
      </Title>
      <QueryResult query={rotation}>
        {(data) => <MyStatusBody group={group} rotation={data} userId={userId} />}
      </QueryResult>
      {extra}
    </Card>
  );
}

function MyStatusBody({
  group,
  rotation,
  userId,
}: {
  group: GroupDetailDto;
  rotation: RotationDto;
  userId: string;
}) {
  const { t } = useTranslation();
  const status = myRotationStatus(rotation, userId);
  const owed = remainingThisCycle(group.contribution_amount, status.approved, status.pending);
  const awaiting = isPositiveMoney(status.pending);
  return (
    <Stack gap="xs">
      <Fact
        label={t('groups.payments.myContributions', { cycle: rotation.current_cycle })}
        value={
          <>
            {t('groups.payments.contributedOf', {
              paid: formatMoney(status.approved, group.currency),
              due: formatMoney(group.contribution_amount, group.currency),
            })}
            {awaiting && (
              <Text component="span" display="block" size="sm" c="yellow.9">
                {t('groups.payments.pendingAmount', {
                  amount: formatMoney(status.pending, group.currency),
                })}
              </Text>
            )}
          </>
        }
      />
      <Fact
        label={t('groups.payments.position')}
        value={
          status.position === null
            ? t('groups.payments.notInQueue')
            : t('groups.payments.positionValue', {
                position: status.position,
                total: rotation.queue.length,
              })
        }
      />
      {status.turnState === 'current' && (
        <Badge color="teal" size="lg">
          {t('groups.payments.yourTurn')}
        </Badge>
      )}
      {status.turn && status.turnState === 'past' && (
        <Fact
          label={t('groups.payments.pastTurn')}
          value={t('groups.payments.pastTurnValue', { cycle: status.turn.cycle_number })}
        />
      )}
      {status.turn && status.turnState === 'coming' && (
        <Fact
          label={t('groups.payments.nextTurn')}
          value={t('groups.payments.nextTurnValue', {
            cycle: status.turn.cycle_number,
            date: formatDate(status.turn.due_date),
          })}
        />
      )}
      <Group>
        <MakePaymentButton group={group} owed={owed} awaitingValidation={awaiting} />
      </Group>
    </Stack>
  );
}
