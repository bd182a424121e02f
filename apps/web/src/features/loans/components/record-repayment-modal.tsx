import { useRef, useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import {
  isPositiveMoney,
  loanRepaymentSchema,
  moneyOwed,
  type LoanDetail,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { showRefusal } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRecordLoanRepayment } from '../api/record-loan-repayment';
import { nextInstalmentDue } from '../utils/next-instalment';

const plainDecimal = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

/**
 * An admin or treasurer records the cash a borrower handed them, the amount starting at what is
 * left of the next instalment, at most what is left of the loan. Each submission carries an
 * Idempotency-Key of its own, kept when the same amount is sent again after a failure, so that a
 * retried click records once.
 */
export function RecordRepaymentModal({
  detail: { loan, instalments },
  onClose,
}: {
  detail: LoanDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const repay = useRecordLoanRepayment();
  const next = nextInstalmentDue(instalments);
  const [value, setValue] = useState<number | string>(next ? plainDecimal(next) : '');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const attempt = useRef<{ amount: string; key: string } | null>(null);
  const money = (amount: string) => formatMoney(amount, loan.currency);

  function submit() {
    setAlert(null);
    const parsed = loanRepaymentSchema.shape.amount.safeParse(
      typeof value === 'number' ? String(value) : value.trim(),
    );
    if (!parsed.success) {
      setError(t('loans.repay.amountRequired'));
      return;
    }
    const amount = parsed.data;
    if (isPositiveMoney(moneyOwed(amount, loan.outstanding))) {
      setError(t('errors.LOAN_REPAYMENT_TOO_LARGE'));
      return;
    }
    setError(null);
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    repay.mutate(
      { groupId: loan.group_id, loanId: loan.id, amount, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          notifySuccess({ message: t('loans.repay.done', { amount: money(amount) }) });
          onClose();
        },
        onError: (refused) =>
          showRefusal(refused, t, {
            form: { setFieldError: (_field, message) => setError(message) },
            fields: ['amount'],
            byCode: { LOAN_REPAYMENT_TOO_LARGE: 'amount' },
            elsewhere: setAlert,
          }),
      },
    );
  }

  return (
    <FormModal opened onClose={onClose} title={t('loans.repay.title')} onSubmit={submit}>
      <Text size="sm">
        {t('loans.repay.text', { name: loan.user_name, outstanding: money(loan.outstanding) })}
      </Text>
      <NumberInput
        label={t('loans.repay.amount')}
        description={next ? t('loans.repay.amountHint', { amount: money(next) }) : undefined}
        value={value}
        onChange={setValue}
        min={0}
        allowNegative={false}
        decimalScale={2}
        clampBehavior="none"
        inputMode="decimal"
        required
        rightSection={
          <Text size="xs" c="dimmed" aria-hidden>
            {loan.currency}
          </Text>
        }
        rightSectionPointerEvents="none"
        rightSectionWidth={48}
        error={error ?? undefined}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={t('loans.repay.confirm')}
        color="teal"
        loading={repay.isPending}
      />
    </FormModal>
  );
}
