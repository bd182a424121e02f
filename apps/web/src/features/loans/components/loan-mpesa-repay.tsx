import { useId, useState } from 'react';
import { Card, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import {
  isPositiveMoney,
  loanRepaymentSchema,
  moneyOwed,
  mpesaPushAmount,
  type LoanDetail,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { formatMoney } from '../../../lib/format';
import { MpesaPaymentStatus, useMpesaPush } from '../../mpesa';
import { mpesaRepaymentAmount } from '../utils/next-instalment';

/**
 * The borrower repays their active loan by M-Pesa: whole shillings, starting at the next
 * instalment's remainder rounded up, at most what is left rounded down; the number their
 * registered one (or the one they type), then the push followed live.
 */
export function LoanMpesaRepay({ detail: { loan, instalments } }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const push = useMpesaPush();
  const start = mpesaRepaymentAmount(instalments, loan.outstanding);
  const most = mpesaPushAmount(loan.outstanding);
  const [value, setValue] = useState<number | string>(start ? Number(start) : '');
  const [error, setError] = useState<string | null>(null);
  const money = (amount: string) => formatMoney(amount, loan.currency);
  if (!most) return null;

  function submit() {
    const parsed = loanRepaymentSchema.shape.amount.safeParse(
      typeof value === 'number' ? String(value) : value.trim(),
    );
    const amount = parsed.success ? parsed.data : null;
    if (!amount || mpesaPushAmount(amount) !== amount) {
      setError(t('loans.mpesa.amountRequired'));
      return;
    }
    if (most && isPositiveMoney(moneyOwed(amount, most))) {
      setError(t('errors.LOAN_REPAYMENT_TOO_LARGE'));
      return;
    }
    setError(null);
    push.start({ group_id: loan.group_id, loan_repayment: { loan_id: loan.id, amount } });
  }

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId} mb="xs">
        {t('loans.mpesa.title')}
      </Title>
      {push.paymentId ? (
        <MpesaPaymentStatus id={push.paymentId} onRetry={push.retry} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('loans.mpesa.text', { outstanding: money(loan.outstanding) })}
            </Text>
            <NumberInput
              label={t('loans.mpesa.amount')}
              description={t('loans.mpesa.amountHint', { max: money(most) })}
              value={value}
              onChange={setValue}
              min={1}
              allowNegative={false}
              allowDecimal={false}
              clampBehavior="none"
              inputMode="numeric"
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
            {push.needsPhone && (
              <TextInput
                label={t('memberPages.mpesa.phoneLabel')}
                description={t('memberPages.mpesa.phoneHint')}
                value={push.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                onChange={(event) => push.setPhone(event.currentTarget.value)}
                error={push.phoneInvalid ? t('messages.mpesaPhoneInvalid') : undefined}
              />
            )}
            {push.error && <ErrorAlert error={push.error} />}
            <WriteButton
              type="submit"
              className="tap-target"
              color="green"
              style={{ alignSelf: 'flex-start' }}
              loading={push.pending}
              leftSection={<IconDeviceMobile size={16} aria-hidden />}
            >
              {t('loans.mpesa.action')}
            </WriteButton>
          </Stack>
        </form>
      )}
    </Card>
  );
}
