import { rejectContributionSchema, type LoanDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerGuarantee } from '../api/answer-guarantee';
import { useApproveLoan } from '../api/approve-loan';
import { useCancelLoan } from '../api/cancel-loan';
import { useDisburseLoan } from '../api/disburse-loan';
import { useRejectLoan } from '../api/reject-loan';
import { useTakeOverLoan } from '../api/take-over-loan';

/** What a reader may decide on a loan, each confirmed in this dialog first. */
export type LoanActionKind =
  'accept' | 'decline' | 'approve' | 'reject' | 'disburse' | 'cancel' | 'takeOver';

export interface LoanAction {
  kind: LoanActionKind;
  loan: LoanDto;
}

/**
 * The confirmation of a decision on a loan, stating what it does with the amount and the member;
 * a rejection asks for its reason first. The server's refusal (decided meanwhile, the fund
 * short) stays in the dialog; the loan and its lists are read again either way.
 */
export function LoanActionDialog({
  action: { kind, loan },
  onClose,
}: {
  action: LoanAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerGuarantee();
  const approve = useApproveLoan();
  const reject = useRejectLoan();
  const disburse = useDisburseLoan();
  const cancel = useCancelLoan();
  const takeOver = useTakeOverLoan();
  const facts = {
    amount: formatMoney(loan.amount, loan.currency),
    outstanding: formatMoney(loan.outstanding, loan.currency),
    name: loan.user_name,
  };
  const target = { groupId: loan.group_id, loanId: loan.id };
  const done = {
    onSuccess: () => {
      notifySuccess({ message: t(`loans.dialogs.${kind}.done`, facts) });
      onClose();
    },
  };
  const texts = {
    title: t(`loans.dialogs.${kind}.title`),
    message: t(`loans.dialogs.${kind}.message`, facts),
    confirmLabel: t(`loans.dialogs.${kind}.confirm`),
    onClose,
  };

  if (kind === 'reject') {
    return (
      <ReasonDialog
        {...texts}
        confirmColor="red"
        mutation={reject}
        reason={{
          label: t('loans.reason.label'),
          hint: t('loans.reason.hint'),
          schema: rejectContributionSchema,
        }}
        onConfirm={(reason) => reject.mutate({ ...target, reason }, done)}
      />
    );
  }
  const decisions = {
    accept: { mutation: answer, send: () => answer.mutate({ ...target, accept: true }, done) },
    decline: { mutation: answer, send: () => answer.mutate({ ...target, accept: false }, done) },
    approve: { mutation: approve, send: () => approve.mutate(target, done) },
    disburse: { mutation: disburse, send: () => disburse.mutate(target, done) },
    cancel: { mutation: cancel, send: () => cancel.mutate(target, done) },
    takeOver: { mutation: takeOver, send: () => takeOver.mutate(target, done) },
  };
  const { mutation, send } = decisions[kind];
  return (
    <ReasonDialog
      {...texts}
      confirmColor={kind === 'decline' || kind === 'cancel' ? 'red' : 'teal'}
      mutation={mutation}
      onConfirm={send}
    />
  );
}
