import { Group, Stack, Text } from '@mantine/core';
import { isPositiveMoney, mpesaPushAmount } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePaySaving } from '../api/pay-saving';
import type { MpesaPush } from '../../mpesa';
import { SavingCryptoButton } from './saving-crypto-button';
import { SavingMpesaButton, SavingMpesaFields } from './saving-mpesa';

/**
 * A fixed saving: what is left of the cycle's, declared in one tap (the server knows the
 * amount), pushed by M-Pesa where it is offered and the amount is whole shillings, or paid in
 * tokens where crypto is offered. Once declared or paid, the line says so instead.
 */
export function DeclareFixedSaving({
  groupId,
  due,
  currency,
  cycle,
  pendingThisCycle,
  pendingBy = null,
  mpesa = null,
  crypto = false,
}: {
  groupId: string;
  /** What the reader still has to save this cycle. */
  due: string;
  currency: string;
  cycle: number;
  /** The reader declared this cycle's saving and it waits for a treasurer. */
  pendingThisCycle: boolean;
  /** That saving waits for Safaricom's or the chain's confirmation, not a treasurer. */
  pendingBy?: 'mpesa' | 'crypto' | null;
  /** The M-Pesa push, where the server collects through it and the group is in KES. */
  mpesa?: MpesaPush | null;
  /** Crypto payments are offered here: the saving may be paid in tokens. */
  crypto?: boolean;
}) {
  const { t } = useTranslation();
  const pay = usePaySaving();
  if (!isPositiveMoney(due)) {
    return (
      <Text size="sm" c={pendingThisCycle ? 'yellow.9' : 'teal.8'}>
        {!pendingThisCycle
          ? t('savings.mine.cyclePaid', { cycle })
          : pendingBy === 'mpesa'
            ? t('savings.mine.cyclePendingMpesa', { cycle })
            : pendingBy === 'crypto'
              ? t('savings.mine.cyclePendingCrypto', { cycle })
              : t('savings.mine.cyclePending', { cycle })}
      </Text>
    );
  }
  const amount = formatMoney(due, currency);
  // A push moves whole shillings: a due with cents is handed in cash.
  const push = mpesa && mpesaPushAmount(due) === due ? mpesa : null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('savings.pay.fixedHint', { amount })}
      </Text>
      {push && (
        <Text size="sm" c="dimmed">
          {t('savings.mpesa.hint')}
        </Text>
      )}
      {pay.isError && <FormAlert>{describeError(pay.error, t)}</FormAlert>}
      {push && <SavingMpesaFields push={push} />}
      <Group gap="xs">
        <WriteButton
          className="tap-target"
          color="teal"
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
        {push && (
          <SavingMpesaButton
            push={push}
            onClick={() => push.start({ group_id: groupId, saving: {} })}
          />
        )}
        {crypto && <SavingCryptoButton groupId={groupId} />}
      </Group>
    </Stack>
  );
}
