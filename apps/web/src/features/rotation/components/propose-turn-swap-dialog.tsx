import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal } from '../../../components/form-modal';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { notifySuccess } from '../../../lib/notify';
import { useProposeTurnSwap } from '../api/propose-turn-swap';

/** The member whose turn the reader asks for, and where that turn stands in the queue. */
export interface SwapCounterpart {
  userId: string;
  name: string;
  cycle: number;
}

/**
 * The confirmation of a proposal, stating both turns. The server's refusal (a turn paid out
 * meanwhile, a swap already open) stays in the dialog; the queue is read again either way.
 */
export function ProposeTurnSwapDialog({
  groupId,
  myCycle,
  counterpart,
  onClose,
}: {
  groupId: string;
  myCycle: number;
  counterpart: SwapCounterpart;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const propose = useProposeTurnSwap();
  const facts = { myCycle, name: counterpart.name, theirCycle: counterpart.cycle };

  function confirm() {
    propose.mutate(
      { groupId, counterpartId: counterpart.userId },
      {
        onSuccess: () => {
          notifySuccess({ message: t('rotation.swaps.dialogs.propose.done', facts) });
          onClose();
        },
      },
    );
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('rotation.swaps.dialogs.propose.title')}
      onSubmit={confirm}
    >
      <Text>{t('rotation.swaps.dialogs.propose.message', facts)}</Text>
      <Text size="sm" c="dimmed">
        {t('rotation.swaps.dialogs.propose.hint', facts)}
      </Text>
      {propose.isError && <FormAlert>{describeError(propose.error, t)}</FormAlert>}
      <Group justify="flex-end" gap="xs">
        {/* 44 px tall on a phone (app/tap-targets.css). */}
        <Button className="tap-target" variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <WriteButton className="tap-target" type="submit" color="teal" loading={propose.isPending}>
          {t('rotation.swaps.dialogs.propose.confirm')}
        </WriteButton>
      </Group>
    </FormModal>
  );
}
