import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { cashRecordQuerySchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { notifyError, notifySuccess } from '../lib/notify';
import { useRecordCashPayment } from '../api/record-cash-payment';
import { WriteButton } from './offline-writes';
import { useAdTrigger } from '../lib/ad-slots';

/**
 * The cash confirmation: one Idempotency-Key per opening, so a retried click records once.
 * Shared by the group's payments tab and `/payments`, so that cash is recorded where it is chosen.
 */
export function CashPaymentModal({
  group,
  owed,
  opened,
  onClose,
}: {
  group: { id: string; currency: string };
  owed: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordCashPayment();
  const adTrigger = useAdTrigger();
  const [amount, setAmount] = useState(owed);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [invalid, setInvalid] = useState(false);

  function submit() {
    const parsed = cashRecordQuerySchema.shape.amount.safeParse(amount);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    record.mutate(
      { groupId: group.id, amount: parsed.data, currency: group.currency, idempotencyKey },
      {
        onSuccess: () => {
          notifySuccess({ message: t('groups.payments.success') });
          adTrigger('payment-completed');
          onClose();
        },
        onError: (error) => notifyError({ message: describeError(error, t) }),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('groups.payments.confirmTitle')}>
      <Stack>
        <TextInput
          label={t('groups.payments.amount', { currency: group.currency })}
          value={amount}
          inputMode="decimal"
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={invalid ? t('groups.payments.amountInvalid') : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('groups.payments.cancel')}
          </Button>
          <WriteButton loading={record.isPending} onClick={submit}>
            {t('groups.payments.confirm')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
