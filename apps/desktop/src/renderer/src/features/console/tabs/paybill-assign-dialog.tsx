import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mpesaAssignSchema, type MpesaAssignInput } from '@tontine/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpesaPaybillRow } from '../api/console-rows';
import { useAssignPaybillPayment } from '../api/resolve-paybill-payment';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { PaybillActionDialog } from './paybill-action-dialog';

const accountField = mpesaAssignSchema.shape.account_reference;

/**
 * Assigns a suspense payment to the member and group the account number names: the number the
 * payer meant, as their group page shows it. The server checks the number's check digit and
 * what the member owes; the form only asks that one be typed.
 */
export function PaybillAssignDialog({
  payment,
  onClose,
  toast,
}: {
  payment: MpesaPaybillRow | null;
  onClose: () => void;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const assign = useAssignPaybillPayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { account_reference: '', note: '' },
    validate: {
      account_reference: (value) =>
        accountField.safeParse(value).success ? null : t('mpesa.assign.accountRequired'),
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
    const note = values.note.trim();
    const body: MpesaAssignInput = {
      account_reference: values.account_reference.trim(),
      ...(note ? { note } : {}),
    };
    setRefusal(null);
    try {
      await assign.mutateAsync({ id: payment.id, body });
      toast({
        kind: 'success',
        title: t('mpesa.assign.done', { receipt: payment.receipt_number }),
      });
      onClose();
    } catch (error) {
      setRefusal(consoleErrorText(t, error, t('mpesa.actionFailed')));
    }
  });

  return (
    <PaybillActionDialog
      payment={payment}
      title={t('mpesa.assign.title')}
      message={t('mpesa.assign.message')}
      confirmLabel={t('mpesa.assign.confirm')}
      busy={assign.isPending}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('mpesa.assign.account')}
        description={t('mpesa.assign.accountHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        data-autofocus
        {...form.getInputProps('account_reference')}
      />
      <Textarea
        label={t('mpesa.assign.note')}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('note')}
      />
    </PaybillActionDialog>
  );
}
