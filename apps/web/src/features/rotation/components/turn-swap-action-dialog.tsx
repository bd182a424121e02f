import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { rejectContributionSchema, type TurnSwapDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { describeError } from '../../../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerTurnSwap, type TurnSwapStep } from '../api/answer-turn-swap';

export interface TurnSwapAction {
  step: TurnSwapStep;
  swap: TurnSwapDto;
}

const CONFIRM_COLORS: Record<TurnSwapStep, string> = {
  accept: 'teal',
  decline: 'red',
  cancel: 'orange',
  approve: 'teal',
  reject: 'red',
};

/** The names and cycles every text about a swap quotes. */
export function swapFacts(swap: TurnSwapDto) {
  return {
    proposer: swap.proposer_name,
    proposerCycle: swap.proposer_cycle,
    counterpart: swap.counterpart_name,
    counterpartCycle: swap.counterpart_cycle,
  };
}

/**
 * The confirmation of a step on a swap, stating what it changes; a rejection asks for its
 * reason first, checked with the schema the API checks it with. The server's refusal (decided
 * meanwhile, overtaken by a payout) stays in the dialog; the swaps and the queue are read again.
 */
export function TurnSwapActionDialog({
  groupId,
  action: { step, swap },
  onClose,
}: {
  groupId: string;
  action: TurnSwapAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerTurnSwap();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const facts = swapFacts(swap);
  const done = {
    onSuccess: () => {
      notifySuccess({ message: t(`rotation.swaps.dialogs.${step}.done`) });
      onClose();
    },
  };

  function confirm() {
    if (step !== 'reject') {
      answer.mutate({ groupId, swapId: swap.id, step }, done);
      return;
    }
    const checked = checkWithSchema(
      rejectContributionSchema,
      { reason },
      'rejectionReasonRequired',
    );
    setReasonError(checked.error);
    if (checked.data) {
      answer.mutate({ groupId, swapId: swap.id, step, reason: checked.data.reason }, done);
    }
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t(`rotation.swaps.dialogs.${step}.title`)}
      onSubmit={confirm}
    >
      <Text>{t(`rotation.swaps.dialogs.${step}.message`, facts)}</Text>
      {step === 'reject' && (
        <Textarea
          label={t('rotation.swaps.dialogs.reject.reason')}
          description={t('rotation.swaps.dialogs.reject.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError ? translateFieldError(reasonError, t) : undefined}
        />
      )}
      {answer.isError && <FormAlert>{describeError(answer.error, t)}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={t(`rotation.swaps.dialogs.${step}.confirm`)}
        color={CONFIRM_COLORS[step]}
        loading={answer.isPending}
      />
    </FormModal>
  );
}
