import { rejectContributionSchema, waiveFineSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApproveFine } from '../api/approve-fine';
import { usePayFine } from '../api/pay-fine';
import { useRejectFine } from '../api/reject-fine';
import { useWaiveFine } from '../api/waive-fine';
import type { FineAction, FineActionKind } from './fine-row';

const CONFIRM_COLORS: Record<FineActionKind, string> = {
  declare: 'teal',
  record: 'teal',
  approve: 'teal',
  reject: 'red',
  waive: 'orange',
};

/** What a refusal's and a waiver's reasons are checked with: the API's own schemas. */
const REASON_SCHEMAS = { reject: rejectContributionSchema, waive: waiveFineSchema } as const;

/**
 * The confirmation of an action on a fine, stating the amount; a refusal or a waiver asks for
 * its reason first. The server's refusal (already decided, settled) stays in the dialog; the
 * list is read again either way.
 */
export function FineActionDialog({
  groupId,
  action: { kind, fine },
  onClose,
}: {
  groupId: string;
  action: FineAction & { kind: FineActionKind };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePayFine();
  const approve = useApproveFine();
  const reject = useRejectFine();
  const waive = useWaiveFine();
  const facts = {
    amount: formatMoney(fine.amount, fine.currency),
    name: fine.user_name,
    cycle: fine.cycle_number,
  };
  const target = { groupId, fineId: fine.id };
  const done = {
    onSuccess: () => {
      notifySuccess({ message: t(`fines.dialogs.${kind}.done`, facts) });
      onClose();
    },
  };
  const texts = {
    title: t(`fines.dialogs.${kind}.title`),
    message: t(`fines.dialogs.${kind}.message`, facts),
    confirmLabel: t(`fines.dialogs.${kind}.confirm`, facts),
    confirmColor: CONFIRM_COLORS[kind],
    onClose,
  };

  if (kind === 'reject' || kind === 'waive') {
    const mutation = kind === 'reject' ? reject : waive;
    return (
      <ReasonDialog
        {...texts}
        mutation={mutation}
        reason={{
          label: t(`fines.reason.${kind}`),
          hint: t('fines.reason.hint'),
          schema: REASON_SCHEMAS[kind],
        }}
        onConfirm={(reason) => mutation.mutate({ ...target, reason }, done)}
      />
    );
  }
  const mutation = kind === 'approve' ? approve : pay;
  return (
    <ReasonDialog {...texts} mutation={mutation} onConfirm={() => mutation.mutate(target, done)} />
  );
}
