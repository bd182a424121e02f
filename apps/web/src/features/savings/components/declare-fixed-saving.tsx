import { Stack, Text } from '@mantine/core';
import { isPositiveMoney } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePaySaving } from '../api/pay-saving';

/**
 * A fixed saving: what is left of the cycle's, declared in one tap (the server knows the
 * amount). Once declared or paid, the line says so instead.
 */
export function DeclareFixedSaving({
  groupId,
  due,
  currency,
  cycle,
  pendingThisCycle,
}: {
  groupId: string;
  /** What the reader still has to save this cycle. */
  due: string;
  currency: string;
  cycle: number;
  /** The reader declared this cycle's saving and it waits for a treasurer. */
  pendingThisCycle: boolean;
}) {
  const { t } = useTranslation();
  const pay = usePaySaving();
  if (!isPositiveMoney(due)) {
    return (
      <Text size="sm" c={pendingThisCycle ? 'yellow.9' : 'teal.8'}>
        {pendingThisCycle
          ? t('savings.mine.cyclePending', { cycle })
          : t('savings.mine.cyclePaid', { cycle })}
      </Text>
    );
  }
  const amount = formatMoney(due, currency);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('savings.pay.fixedHint', { amount })}
      </Text>
      {pay.isError && <FormAlert>{describeError(pay.error, t)}</FormAlert>}
      <WriteButton
        className="tap-target"
        color="teal"
        style={{ alignSelf: 'flex-start' }}
        loading={pay.isPending}
        onClick={() =>
          pay.mutate(
            { groupId },
            {
              onSuccess: ({ saving }) =>
                notifySuccess({
                  message: t('savings.pay.done', {
                    amount: formatMoney(saving.amount, saving.currency),
                  }),
                }),
            },
          )
        }
      >
        {t('savings.pay.action')}
      </WriteButton>
    </Stack>
  );
}
