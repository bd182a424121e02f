import { Badge } from '@mantine/core';
import type { CyclePaymentState } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** The colour of a member's state for a cycle, wherever it shows. */
export const CYCLE_STATE_COLORS: Record<CyclePaymentState, string> = {
  paid: 'teal',
  pending: 'yellow',
  due: 'blue',
  overdue: 'red',
  not_owed: 'gray',
};

/**
 * A member's state for a cycle: paid, pending, overdue, due or not owed. `prominent` for the
 * reader's own state at the head of a card, small and light in a list of members.
 */
export function CycleStateBadge({
  state,
  prominent = false,
}: {
  state: CyclePaymentState;
  prominent?: boolean;
}) {
  const { t } = useTranslation();
  const inList = prominent ? {} : ({ size: 'sm', variant: 'light' } as const);
  return (
    <Badge {...inList} color={CYCLE_STATE_COLORS[state]}>
      {t(`rotation.memberStates.state.${state}`)}
    </Badge>
  );
}
