import { rejectContributionSchema, type TurnSwapDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
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
 * reason first. The server's refusal (decided meanwhile, overtaken by a payout) stays in the
 * dialog; the swaps and the queue are read again.
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
  const target = { groupId, swapId: swap.id };
  const done = {
    onSuccess: () => {
      notifySuccess({ message: t(`rotation.swaps.dialogs.${step}.done`) });
      onClose();
    },
  };
  const texts = {
    title: t(`rotation.swaps.dialogs.${step}.title`),
    message: t(`rotation.swaps.dialogs.${step}.message`, swapFacts(swap)),
    confirmLabel: t(`rotation.swaps.dialogs.${step}.confirm`),
    confirmColor: CONFIRM_COLORS[step],
    mutation: answer,
    onClose,
  };

  return step === 'reject' ? (
    <ReasonDialog
      {...texts}
      reason={{
        label: t('rotation.swaps.dialogs.reject.reason'),
        hint: t('rotation.swaps.dialogs.reject.reasonHint'),
        schema: rejectContributionSchema,
      }}
      onConfirm={(reason) => answer.mutate({ ...target, step, reason }, done)}
    />
  ) : (
    <ReasonDialog {...texts} onConfirm={() => answer.mutate({ ...target, step }, done)} />
  );
}
