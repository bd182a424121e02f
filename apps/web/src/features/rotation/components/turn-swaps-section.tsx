import { useId, useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { useGroupTurnSwaps } from '../api/get-turn-swaps';
import { TurnSwapActionDialog, type TurnSwapAction } from './turn-swap-action-dialog';
import { TurnSwapCard } from './turn-swap-card';

/**
 * 'Échanges de tours': the swaps the API gives the reader, newest first (their own, proposed
 * or received; every swap for the group's admins, who approve or reject them). Shown once the
 * queue is written: no turn can be swapped before.
 */
export function TurnSwapsSection({ groupId, userId }: { groupId: string; userId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useGroupTurnSwaps(groupId);
  const [action, setAction] = useState<TurnSwapAction | null>(null);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="h5" id={titleId} mb="sm">
        {t('rotation.swaps.title')}
      </Title>
      <QueryResult query={query}>
        {({ swaps, can_decide: canDecide }) =>
          swaps.length === 0 ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('rotation.swaps.empty')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('rotation.swaps.how')}
              </Text>
            </Stack>
          ) : (
            // A stacked list, not a table: nothing wider than a 390 px phone.
            <Stack
              component="ul"
              aria-labelledby={titleId}
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {swaps.map((swap) => (
                <TurnSwapCard
                  key={swap.id}
                  swap={swap}
                  userId={userId}
                  canDecide={canDecide}
                  onAct={setAction}
                />
              ))}
            </Stack>
          )
        }
      </QueryResult>
      {action && (
        <TurnSwapActionDialog
          key={`${action.step}-${action.swap.id}`}
          groupId={groupId}
          action={action}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
}
