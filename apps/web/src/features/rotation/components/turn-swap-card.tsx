import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { TurnSwapDto, TurnSwapStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { formatDate } from '../../../lib/format';
import type { TurnSwapStep } from '../api/answer-turn-swap';
import { turnSwapActions } from '../utils/turn-swaps-view';
import { swapFacts, type TurnSwapAction } from './turn-swap-action-dialog';

/** Waiting is yellow (a member) or blue (an admin), done teal, ended otherwise grey or red. */
const STATUS_COLORS: Record<TurnSwapStatus, string> = {
  proposed: 'yellow',
  accepted: 'blue',
  approved: 'teal',
  declined: 'gray',
  rejected: 'red',
  cancelled: 'gray',
  overtaken: 'orange',
};

const ACTION_STYLES: Record<TurnSwapStep, { color: string; variant: 'filled' | 'light' }> = {
  accept: { color: 'teal', variant: 'filled' },
  decline: { color: 'red', variant: 'light' },
  cancel: { color: 'gray', variant: 'light' },
  approve: { color: 'teal', variant: 'filled' },
  reject: { color: 'red', variant: 'light' },
};

/** Who an open swap waits for, or why an ended one ended. */
function SwapState({ swap, userId }: { swap: TurnSwapDto; userId: string }) {
  const { t } = useTranslation();
  if (swap.status === 'proposed') {
    return (
      <Text size="sm" c="dimmed">
        {swap.counterpart_id === userId
          ? t('rotation.swaps.waiting.yourAnswer')
          : t('rotation.swaps.waiting.answer', { name: swap.counterpart_name })}
      </Text>
    );
  }
  if (swap.status === 'accepted') {
    return (
      <Text size="sm" c="dimmed">
        {t('rotation.swaps.waiting.approval')}
      </Text>
    );
  }
  // The API records an overtaken swap's reason in French, from its error catalogue: the
  // reader gets the same message in their own language, by its code.
  if (swap.status === 'overtaken') {
    return (
      <Text size="sm" c="orange.9">
        {t('rotation.swaps.reason', { reason: t('errors.TURN_SWAP_OVERTAKEN') })}
      </Text>
    );
  }
  if (swap.reason) {
    return (
      <Text size="sm" c={swap.status === 'rejected' ? 'red.8' : 'dimmed'}>
        {t('rotation.swaps.reason', { reason: swap.reason })}
      </Text>
    );
  }
  return null;
}

/**
 * One swap as a stacked card, readable on a 390 px phone: both members with the turn each
 * gives, its status, who it waits for or why it ended, and what the reader may do with it.
 */
export function TurnSwapCard({
  swap,
  userId,
  canDecide,
  onAct,
}: {
  swap: TurnSwapDto;
  userId: string;
  canDecide: boolean;
  onAct: (action: TurnSwapAction) => void;
}) {
  const { t } = useTranslation();
  const actions = turnSwapActions(swap, { userId, canDecide });
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={t('rotation.swaps.rowLabel', swapFacts(swap))}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="wrap" align="center">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('rotation.swaps.turn', { name: swap.proposer_name, cycle: swap.proposer_cycle })}
          </Text>
          <IconArrowsExchange size={16} aria-hidden />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('rotation.swaps.turn', {
              name: swap.counterpart_name,
              cycle: swap.counterpart_cycle,
            })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={STATUS_COLORS[swap.status]} tt="none">
            {t(`rotation.swaps.status.${swap.status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('rotation.swaps.proposedOn', { date: formatDate(swap.created_at) })}
          </Text>
        </Group>
        <SwapState swap={swap} userId={userId} />
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((step) => (
              <WriteButton
                key={step}
                // 44 px tall on a phone (app/tap-targets.css).
                className="tap-target"
                size="sm"
                color={ACTION_STYLES[step].color}
                variant={ACTION_STYLES[step].variant}
                onClick={() => onAct({ step, swap })}
              >
                {t(`rotation.swaps.actions.${step}`)}
              </WriteButton>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
