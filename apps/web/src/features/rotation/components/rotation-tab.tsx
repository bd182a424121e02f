import { Stack } from '@mantine/core';
import type { GroupDetailDto } from '@tontine/contracts';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { ArrangeOrderPanel } from './arrange-order-panel';
import { RotationQueuePanel } from './rotation-queue-panel';
import { QueryResult } from '../../../components/query-result';

interface RotationTabProps {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
}

/** The group page's rotation tab: the queue for everyone, its method and order for the admin. */
export function RotationTab({ group, userId, isAdmin }: RotationTabProps) {
  const query = useGroupRotation(group.id);
  return (
    <QueryResult query={query}>
      {(rotation) => (
        <Stack>
          {isAdmin && <ArrangeOrderPanel groupId={group.id} rotation={rotation} />}
          <RotationQueuePanel rotation={rotation} currency={group.currency} userId={userId} />
        </Stack>
      )}
    </QueryResult>
  );
}
