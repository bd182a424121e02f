import { rejectContributionSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApproveSaving } from '../api/approve-saving';
import { useRejectSaving } from '../api/reject-saving';
import type { SavingDecision } from './saving-row';

/**
 * A treasurer's decision on a declared saving, stating the amount and the member; a refusal asks
 * for its reason first. The server's refusal (another treasurer decided first) stays in the
 * dialog; the list is read again either way.
 */
export function SavingDecisionDialog({
  groupId,
  decision: { kind, saving },
  onClose,
}: {
  groupId: string;
  decision: SavingDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveSaving();
  const reject = useRejectSaving();
  const facts = {
    amount: formatMoney(saving.amount, saving.currency),
    name: saving.user_name,
    cycle: saving.cycle_number,
  };
  const target = { groupId, savingId: saving.id };
  const done = {
    onSuccess: () => {
      notifySuccess({ message: t(`savings.dialogs.${kind}.done`, facts) });
      onClose();
    },
  };
  const texts = {
    title: t(`savings.dialogs.${kind}.title`),
    message: t(`savings.dialogs.${kind}.message`, facts),
    confirmLabel: t(`savings.dialogs.${kind}.confirm`),
    onClose,
  };

  return kind === 'approve' ? (
    <ReasonDialog
      {...texts}
      confirmColor="teal"
      mutation={approve}
      onConfirm={() => approve.mutate(target, done)}
    />
  ) : (
    <ReasonDialog
      {...texts}
      confirmColor="red"
      mutation={reject}
      reason={{
        label: t('savings.reason.label'),
        hint: t('savings.reason.hint'),
        schema: rejectContributionSchema,
      }}
      onConfirm={(reason) => reject.mutate({ ...target, reason }, done)}
    />
  );
}
