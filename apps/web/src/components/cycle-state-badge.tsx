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

/** A member's state for a cycle: paid, pending, overdue, due or not owed. */
export function CycleStateBadge({ state }: { state: CyclePaymentState }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={CYCLE_STATE_COLORS[state]}>
      {t(`rotation.memberStates.state.${state}`)}
    </Badge>
  );
}
