import { useState } from 'react';
import { Text } from '@mantine/core';
import type { LoanDetail } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { MpesaSendDialog, MpesaSendState } from '../../mpesa';
import { useSendLoanByMpesa } from '../api/disburse-loan';

/**
 * What the loan's page shows of M-Pesa for those who handle the group's money: the last send
 * while the loan waits for its money (on its way, or failed), and whether it may be sent now.
 */
export function loanMpesaSend({ loan, can, mpesa_disbursement: offer }: LoanDetail) {
  const waiting = loan.status === 'approved' || loan.status === 'disbursing';
  return {
    latest: waiting ? (offer?.latest ?? null) : null,
    sendable: can.disburse && Boolean(offer?.available),
  };
}

/** The loan's last send to the borrower's phone, while the loan waits for its money. */
export function LoanMpesaSendState({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const { latest } = loanMpesaSend(detail);
  if (!latest) return null;
  return (
    <MpesaSendState
      latest={latest}
      sending={(facts) => t('loans.mpesaDisbursement.sending', facts)}
      failed={(facts) => t('loans.mpesaDisbursement.failed', facts)}
    />
  );
}

/**
 * Sending an approved loan to the borrower's phone: the confirmation names the borrower, the
 * number (their registered Kenyan number unless another is typed) and the amount; the server
 * checks the fund again and makes the loan active only on Safaricom's confirmed result.
 */
export function LoanMpesaSendButton({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const send = useSendLoanByMpesa();
  const [confirming, setConfirming] = useState(false);
  const { latest, sendable } = loanMpesaSend(detail);
  if (!sendable) return null;
  const { loan } = detail;
  const amount = formatMoney(loan.amount, loan.currency);
  return (
    <>
      <WriteButton
        className="tap-target"
        variant="light"
        color="teal"
        onClick={() => {
          send.reset();
          setConfirming(true);
        }}
      >
        {latest?.status === 'failed'
          ? t('loans.mpesaDisbursement.retry')
          : t('loans.mpesaDisbursement.send')}
      </WriteButton>
      <MpesaSendDialog
        opened={confirming}
        title={t('loans.mpesaDisbursement.confirmTitle')}
        phoneLabel={t('loans.mpesaDisbursement.phoneLabel')}
        phoneInvalid={t('errors.MPESA_BORROWER_PHONE_REQUIRED')}
        registeredPhone={detail.mpesa_disbursement?.phone_number ?? null}
        amount={amount}
        loading={send.isPending}
        error={send.isError ? describeError(send.error, t) : null}
        onClose={() => setConfirming(false)}
        onSend={(phoneNumber) =>
          send.mutate(
            { groupId: loan.group_id, loanId: loan.id, phoneNumber },
            { onSuccess: () => setConfirming(false) },
          )
        }
      >
        <Text>{t('loans.mpesaDisbursement.confirmMessage', { amount, name: loan.user_name })}</Text>
      </MpesaSendDialog>
    </>
  );
}
