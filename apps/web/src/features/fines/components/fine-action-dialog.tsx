import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { rejectContributionSchema, waiveFineSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { describeError } from '../../../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../../../lib/form-errors';
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

/** The reason a refusal or a waiver needs, checked with the schema the API checks it with. */
const REASONS = {
  reject: { schema: rejectContributionSchema, fallback: 'rejectionReasonRequired' },
  waive: { schema: waiveFineSchema, fallback: 'waiveReasonRequired' },
} as const;

/** The one mutation an action sends. */
function useActionMutation(kind: FineActionKind) {
  const pay = usePayFine();
  const approve = useApproveFine();
  const reject = useRejectFine();
  const waive = useWaiveFine();
  const sent = { declare: pay, record: pay, approve, reject, waive }[kind];
  return { pay, approve, reject, waive, sent };
}

/**
 * The confirmation of an action on a fine, stating the amount; a refusal or a waiver asks for
 * its reason first, checked with the API's own schema before anything is sent. The server's
 * refusal (already decided, settled) stays in the dialog; the list is read again either way.
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
  const { pay, approve, reject, waive, sent } = useActionMutation(kind);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
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

  function confirm() {
    if (kind === 'declare' || kind === 'record') {
      pay.mutate(target, done);
      return;
    }
    if (kind === 'approve') {
      approve.mutate(target, done);
      return;
    }
    const { schema, fallback } = REASONS[kind];
    const checked = checkWithSchema(schema, { reason }, fallback);
    setReasonError(checked.error);
    if (!checked.data) return;
    const mutation = kind === 'reject' ? reject : waive;
    mutation.mutate({ ...target, reason: checked.data.reason }, done);
  }

  return (
    <FormModal opened onClose={onClose} title={t(`fines.dialogs.${kind}.title`)} onSubmit={confirm}>
      <Text>{t(`fines.dialogs.${kind}.message`, facts)}</Text>
      {(kind === 'reject' || kind === 'waive') && (
        <Textarea
          label={t(`fines.reason.${kind}`)}
          description={t('fines.reason.hint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError ? translateFieldError(reasonError, t) : undefined}
        />
      )}
      {sent.isError && <FormAlert>{describeError(sent.error, t)}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={t(`fines.dialogs.${kind}.confirm`, facts)}
        color={CONFIRM_COLORS[kind]}
        loading={sent.isPending}
      />
    </FormModal>
  );
}
