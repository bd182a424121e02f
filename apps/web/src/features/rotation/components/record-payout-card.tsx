import { useId, useState } from 'react';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { MPESA_CURRENCY } from '@tontine/contracts';
import type { GroupDetailDto, RotationDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { useRecordPayout } from '../api/record-payout';
import { useMpesaPayoutOffer } from '../api/mpesa-payout';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { MpesaPayoutButton, MpesaPayoutState } from './mpesa-payout-section';
import { isRotationComplete, payoutReadiness } from '../utils/rotation-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryResult } from '../../../components/query-result';
import { Fact } from '../../../components/fact';
import { WriteButton } from '../../../components/offline-writes';

function PayoutBody({ group, rotation }: { group: GroupDetailDto; rotation: RotationDto }) {
  const { t } = useTranslation();
  const record = useRecordPayout();
  const [confirming, setConfirming] = useState(false);
  const activeIds = group.members?.length ? new Set(group.members.map((m) => m.id)) : undefined;
  const readiness = payoutReadiness(rotation, activeIds);
  const { cycle } = readiness;
  // M-Pesa pays out only in Kenyan shillings, where the server is set up for it.
  const mpesaAvailable = useMpesaAvailable();
  const mpesaOffer = useMpesaPayoutOffer(
    group.id,
    mpesaAvailable && group.currency === MPESA_CURRENCY && Boolean(cycle) && rotation.locked,
  ).data;
  const mpesa = mpesaOffer?.available ? mpesaOffer : undefined;
  const sending = mpesa?.latest?.status === 'pending';

  if (isRotationComplete(rotation)) return <Text size="sm">{t('rotation.payout.complete')}</Text>;
  if (!cycle) return <Text size="sm">{t('rotation.payout.notStarted')}</Text>;
  const beneficiary = cycle.beneficiary_name ?? t('rotation.queue.noBeneficiary');
  const pot = formatMoney(readiness.approvedTotal, group.currency);
  const close = () => {
    setConfirming(false);
    record.reset();
  };

  return (
    <Stack gap="xs">
      <Fact label={t('rotation.payout.beneficiary')} value={beneficiary} />
      <Fact
        label={t('rotation.payout.pot')}
        value={
          readiness.ready
            ? pot
            : t('rotation.payout.potProgress', {
                approved: pot,
                pot: formatMoney(cycle.pot, group.currency),
              })
        }
      />
      <div>
        <Text size="sm">
          {t('rotation.payout.progress', { paid: readiness.paid, expected: readiness.expected })}
        </Text>
        <Progress
          value={readiness.expected === 0 ? 100 : (readiness.paid / readiness.expected) * 100}
          color={readiness.ready ? 'teal' : 'yellow'}
          aria-hidden
        />
      </div>
      {!readiness.ready && (
        <Text size="sm" c="dimmed">
          {rotation.locked ? t('rotation.payout.notReady') : t('rotation.payout.notStarted')}
        </Text>
      )}
      {mpesa && <MpesaPayoutState offer={mpesa} />}
      <Group gap="xs">
        <WriteButton disabled={!readiness.ready || sending} onClick={() => setConfirming(true)}>
          {t('rotation.payout.record')}
        </WriteButton>
        {mpesa && <MpesaPayoutButton groupId={group.id} offer={mpesa} ready={readiness.ready} />}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('rotation.payout.confirmTitle')}
        confirmLabel={t('rotation.payout.confirm')}
        confirmColor="teal"
        loading={record.isPending}
        error={record.isError ? describeError(record.error, t) : null}
        onClose={close}
        onConfirm={() =>
          record.mutate(
            { groupId: group.id, cycle: cycle.cycle_number },
            {
              onSuccess: (payout) => {
                notifySuccess({
                  message: t('rotation.payout.done', {
                    amount: formatMoney(payout.amount, payout.currency),
                    name: payout.beneficiary_name,
                  }),
                });
                close();
              },
            },
          )
        }
      >
        <Text>{t('rotation.payout.confirmMessage', { cycle: cycle.cycle_number })}</Text>
        <Fact label={t('rotation.payout.beneficiary')} value={beneficiary} />
        <Fact label={t('rotation.payout.pot')} value={pot} />
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The admin's payout of the current cycle: enabled once every expected contribution is
 * approved, confirmed with the beneficiary and the pot; the server checks it all again.
 */
export function RecordPayoutCard({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const rotation = useGroupRotation(group.id);
  const titleId = useId();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" mb="sm" id={titleId}>
        {rotation.data && !isRotationComplete(rotation.data)
          ? t('rotation.payout.title', { cycle: rotation.data.current_cycle })
          : t('rotation.payout.heading')}
      </Title>
      <QueryResult query={rotation}>
        {(data) => <PayoutBody group={group} rotation={data} />}
      </QueryResult>
    </Card>
  );
}
