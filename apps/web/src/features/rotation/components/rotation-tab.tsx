import { Stack } from '@mantine/core';
import type { GroupDetailDto } from '@tontine/contracts';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { useGroupTurnSwaps } from '../api/get-turn-swaps';
import { ArrangeOrderPanel } from './arrange-order-panel';
import { RotationQueuePanel } from './rotation-queue-panel';
import { TurnSwapsSection } from './turn-swaps-section';
import { QueryResult } from '../../../components/query-result';

interface RotationTabProps {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
}

/**
 * The group page's rotation tab: the queue for everyone, its method and order for the admin,
 * and once the queue is written, the turn swaps (proposed from the queue's rows).
 */
export function RotationTab({ group, userId, isAdmin }: RotationTabProps) {
  const query = useGroupRotation(group.id);
  // Before the queue is written no turn can be swapped: the swaps are not even read.
  const swaps = useGroupTurnSwaps(group.id, query.data?.locked === true);
  return (
    <QueryResult query={query}>
      {(rotation) => (
        <Stack>
          {isAdmin && <ArrangeOrderPanel groupId={group.id} rotation={rotation} />}
          <RotationQueuePanel
            rotation={rotation}
            currency={group.currency}
            userId={userId}
            turnSwaps={swaps.data?.swaps}
          />
          {rotation.locked && <TurnSwapsSection groupId={group.id} userId={userId} />}
        </Stack>
      )}
    </QueryResult>
  );
}
