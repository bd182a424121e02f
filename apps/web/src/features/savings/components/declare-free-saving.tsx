import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { WriteButton } from '../../../components/offline-writes';
import { showRefusal } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePaySaving } from '../api/pay-saving';
import type { MpesaPush } from '../../mpesa';
import { SavingCryptoButton } from './saving-crypto-button';
import { SavingMpesaButton, SavingMpesaFields } from './saving-mpesa';
import { readFreeSaving, type SavingAmountProblem } from '../utils/saving-amount';
import { SavingAmountInput } from './saving-amount-input';

/**
 * A free saving: the amount the member handed in, at least the group's smallest, declared as
 * often as they save. The amount is checked as the server checks it before anything is sent;
 * the server's refusal shows under the field it is about, else above the button. Where M-Pesa or
 * crypto is offered, the same amount may be paid through it instead.
 */
export function DeclareFreeSaving({
  groupId,
  minimum,
  currency,
  mpesa = null,
  crypto = false,
}: {
  groupId: string;
  minimum: string;
  currency: string;
  /** The M-Pesa push, where the server collects through it and the group is in KES. */
  mpesa?: MpesaPush | null;
  /** Crypto payments are offered here: the amount may be paid in tokens. */
  crypto?: boolean;
}) {
  const { t } = useTranslation();
  const pay = usePaySaving();
  const [value, setValue] = useState<number | string>('');
  const [problem, setProblem] = useState<SavingAmountProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function submit() {
    const read = readFreeSaving(value, minimum);
    setProblem(read.problem);
    setRefusal(null);
    setAlert(null);
    if (read.amount === null) return;
    pay.mutate(
      { groupId, amount: read.amount },
      {
        onSuccess: ({ saving }) => {
          notifySuccess({
            message: t('savings.pay.done', { amount: formatMoney(saving.amount, saving.currency) }),
          });
          setValue('');
        },
        onError: (error) =>
          showRefusal(error, t, {
            form: { setFieldError: (_field, message) => setRefusal(message) },
            fields: ['amount'],
            byCode: { SAVING_TOO_SMALL: 'amount', SAVING_AMOUNT_FIXED: 'amount' },
            elsewhere: setAlert,
          }),
      },
    );
  }

  /** The amount checked as for cash: what a provider is asked to collect, or null. */
  function checkedAmount(): string | null {
    const read = readFreeSaving(value, minimum);
    setProblem(read.problem);
    setRefusal(null);
    setAlert(null);
    return read.amount;
  }

  /** The amount checked as for cash, then pushed: M-Pesa refuses cents itself. */
  function pushByMpesa() {
    if (!mpesa) return;
    const read = readFreeSaving(value, minimum);
    setProblem(read.problem);
    setRefusal(null);
    setAlert(null);
    if (read.amount === null) return;
    mpesa.start({ group_id: groupId, saving: { amount: read.amount } });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('savings.pay.freeHint')}
        </Text>
        <SavingAmountInput
          value={value}
          onChange={setValue}
          minimum={minimum}
          currency={currency}
          problem={problem}
          refusal={refusal}
        />
        {mpesa && (
          <Text size="sm" c="dimmed">
            {t('savings.mpesa.hint')}
          </Text>
        )}
        {alert && <FormAlert>{alert}</FormAlert>}
        {mpesa && <SavingMpesaFields push={mpesa} />}
        <Group gap="xs">
          <WriteButton type="submit" className="tap-target" color="teal" loading={pay.isPending}>
            {t('savings.pay.action')}
          </WriteButton>
          {mpesa && <SavingMpesaButton push={mpesa} onClick={pushByMpesa} />}
          {crypto && <SavingCryptoButton groupId={groupId} amount={checkedAmount} />}
        </Group>
      </Stack>
    </form>
  );
}
