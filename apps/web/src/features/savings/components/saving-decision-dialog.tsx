import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { rejectContributionSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { describeError } from '../../../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApproveSaving } from '../api/approve-saving';
import { useRejectSaving } from '../api/reject-saving';
import type { SavingDecision } from './saving-row';

/**
 * A treasurer's decision on a declared saving, stating the amount and the member; a refusal asks
 * for its reason first, checked with the schema the API checks it with. The server's refusal
 * (another treasurer decided first) stays in the dialog; the list is read again either way.
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
  const sent = kind === 'approve' ? approve : reject;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
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

  function confirm() {
    if (kind === 'approve') {
      approve.mutate(target, done);
      return;
    }
    const checked = checkWithSchema(
      rejectContributionSchema,
      { reason },
      'rejectionReasonRequired',
    );
    setReasonError(checked.error);
    if (!checked.data) return;
    reject.mutate({ ...target, reason: checked.data.reason }, done);
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t(`savings.dialogs.${kind}.title`)}
      onSubmit={confirm}
    >
      <Text>{t(`savings.dialogs.${kind}.message`, facts)}</Text>
      {kind === 'reject' && (
        <Textarea
          label={t('savings.reason.label')}
          description={t('savings.reason.hint')}
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
        submitLabel={t(`savings.dialogs.${kind}.confirm`)}
        color={kind === 'approve' ? 'teal' : 'red'}
        loading={sent.isPending}
      />
    </FormModal>
  );
}
