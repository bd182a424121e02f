import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { CycleStateBadge } from '../../../components/cycle-state-badge';
import { currentCycleStates } from '../utils/rotation-view';

/**
 * 'Contributions du cycle N' above a members list, once the current cycle's states are known;
 * nothing when they cannot be read (the list still shows the members).
 */
export function CycleStatesCaption({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const rotation = useGroupRotation(groupId);
  if (!rotation.data || currentCycleStates(rotation.data).size === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('rotation.memberStates.title', { cycle: rotation.data.current_cycle })}
    </Text>
  );
}

/** One member's state for the current cycle, from the group's cached rotation. */
export function MemberCycleState({ groupId, userId }: { groupId: string; userId: string }) {
  const rotation = useGroupRotation(groupId);
  const state = currentCycleStates(rotation.data).get(userId);
  return state ? <CycleStateBadge state={state} /> : null;
}
