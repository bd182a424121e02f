import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mpesaRefundSchema } from '@tontine/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpesaPaybillRow } from '../api/console-rows';
import { useRefundPaybillPayment } from '../api/resolve-paybill-payment';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { PaybillActionDialog } from './paybill-action-dialog';

const noteField = mpesaRefundSchema.shape.note;

/**
 * Records the refund of a suspense payment. The money goes back from Safaricom's M-Pesa
 * business portal (a reversal), not from here: the note keeps that reversal's reference beside
 * the payment, hence it is required.
 */
export function PaybillRefundDialog({
  payment,
  onClose,
  toast,
}: {
  payment: MpesaPaybillRow | null;
  onClose: () => void;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundPaybillPayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: {
      note: (value) => (noteField.safeParse(value).success ? null : t('mpesa.refund.noteRequired')),
    },
  });
  // A new payment starts from an empty form: nothing typed for another one carries over.
  // `form` is a new object at every render, so it is left out: with it, typing would reset.
  useEffect(() => {
    form.reset();
    setRefusal(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment]);

  const submit = form.onSubmit(async (values) => {
    if (!payment) return;
    setRefusal(null);
    try {
      await refund.mutateAsync({ id: payment.id, body: { note: values.note.trim() } });
      toast({
        kind: 'success',
        title: t('mpesa.refund.done', { receipt: payment.receipt_number }),
      });
      onClose();
    } catch (error) {
      setRefusal(consoleErrorText(t, error, t('mpesa.actionFailed')));
    }
  });

  return (
    <PaybillActionDialog
      payment={payment}
      title={t('mpesa.refund.title')}
      message={t('mpesa.refund.message')}
      confirmLabel={t('mpesa.refund.confirm')}
      confirmColor="red"
      busy={refund.isPending}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Textarea
        label={t('mpesa.refund.note')}
        required
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
        {...form.getInputProps('note')}
      />
    </PaybillActionDialog>
  );
}
