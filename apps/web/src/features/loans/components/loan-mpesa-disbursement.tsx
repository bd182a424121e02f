import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { LoanDetail } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { MpesaSendDialog, MpesaSendState } from '../../mpesa';
import { useSendLoanByMpesa } from '../api/disburse-loan';

/**
 * Sending an approved loan to the borrower's phone, for those who handle the group's money: the
 * confirmation names the borrower, the number (their registered Kenyan number unless another is
 * typed) and the amount; the server checks the fund again and makes the loan active only on
 * Safaricom's confirmed result. While it is on its way, and after a failure, it says so.
 */
export function LoanMpesaDisbursement({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const send = useSendLoanByMpesa();
  const [confirming, setConfirming] = useState(false);
  const { loan, can, mpesa_disbursement: offer } = detail;
  if (!offer) return null;
  const latest = offer.latest;
  const waiting = loan.status === 'approved' || loan.status === 'disbursing';
  const sendable = can.disburse && offer.available;
  if (!(waiting && latest) && !sendable) return null;
  const amount = formatMoney(loan.amount, loan.currency);

  function open() {
    send.reset();
    setConfirming(true);
  }

  return (
    <Stack gap="xs">
      {waiting && latest && (
        <MpesaSendState
          latest={latest}
          sending={(facts) => t('loans.mpesaDisbursement.sending', facts)}
          failed={(facts) => t('loans.mpesaDisbursement.failed', facts)}
        />
      )}
      {sendable && (
        <Group>
          <WriteButton variant="light" color="teal" onClick={open}>
            {latest?.status === 'failed'
              ? t('loans.mpesaDisbursement.retry')
              : t('loans.mpesaDisbursement.send')}
          </WriteButton>
        </Group>
      )}
      <MpesaSendDialog
        opened={confirming}
        title={t('loans.mpesaDisbursement.confirmTitle')}
        phoneLabel={t('loans.mpesaDisbursement.phoneLabel')}
        phoneInvalid={t('errors.MPESA_BORROWER_PHONE_REQUIRED')}
        registeredPhone={offer.phone_number}
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
    </Stack>
  );
}
