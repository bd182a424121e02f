import { useState } from 'react';
import { Badge, Card, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { RotationCycleDto, RotationDto, TurnSwapDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { isRotationComplete, payoutStateOf, type CyclePayoutState } from '../utils/rotation-view';
import { isTurnAhead, membersInOpenSwaps, offerableTurn } from '../utils/turn-swaps-view';
import { Fact } from '../../../components/fact';
import { WriteButton } from '../../../components/offline-writes';
import { ProposeTurnSwapDialog, type SwapCounterpart } from './propose-turn-swap-dialog';

const PAYOUT_COLORS: Record<CyclePayoutState, string> = {
  paid_out: 'teal',
  current: 'blue',
  upcoming: 'gray',
};

/** How the order was made (and the draw's seed, so anyone can replay it) and whether it is final. */
function OrderFacts({ rotation }: { rotation: RotationDto }) {
  const { t } = useTranslation();
  const startDate = rotation.cycles[0]?.due_date ?? rotation.next_payout_date;
  return (
    <Stack gap="xs">
      <Group gap="xl" align="flex-start">
        <Fact label={t('rotation.queue.method')}>
          <Text fw={600}>{t(`rotation.queue.methods.${rotation.payout_order_method}`)}</Text>
        </Fact>
        {rotation.order_locked ? (
          <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('rotation.queue.locked')}
          </Badge>
        ) : (
          <Badge
            color="yellow"
            variant="light"
            leftSection={<IconLockOpen size={12} aria-hidden />}
          >
            {t('rotation.queue.notLocked')}
          </Badge>
        )}
      </Group>
      {/* The order locks with the first payout of the pot, not at the start date. */}
      {rotation.order_locked && (
        <Text size="sm" c="dimmed">
          {t('rotation.queue.lockedSinceFirst')}
        </Text>
      )}
      {!rotation.order_locked && (
        <Text size="sm" c="dimmed">
          {t('rotation.queue.notLockedHint', { date: formatDate(startDate) })}
        </Text>
      )}
      {rotation.payout_order_method === 'random_draw' &&
        (rotation.draw_seed ? (
          <Fact label={t('rotation.queue.seed')}>
            <Code>{rotation.draw_seed}</Code>
            <Text size="xs" c="dimmed">
              {t('rotation.queue.seedHint')}
            </Text>
          </Fact>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rotation.queue.drawPending')}
          </Text>
        ))}
    </Stack>
  );
}

/** A swap the reader may propose: their turn for another member's. */
interface SwapOffer {
  myCycle: number;
  counterpart: SwapCounterpart;
}

/**
 * The swap a cycle's row offers, or null: another member's turn still ahead, when the reader
 * may offer their own (`myCycle`) and that member is not known to be in an open swap already.
 */
function offerOn(
  cycle: RotationCycleDto,
  rotation: RotationDto,
  { userId, myCycle, busy }: { userId: string; myCycle: number | null; busy: Set<string> },
): SwapOffer | null {
  const { beneficiary_id: id, beneficiary_name: name } = cycle;
  if (myCycle === null || !id || !name || id === userId || busy.has(id)) return null;
  if (!isTurnAhead(rotation, cycle.cycle_number)) return null;
  return { myCycle, counterpart: { userId: id, name, cycle: cycle.cycle_number } };
}

interface RotationQueuePanelProps {
  rotation: RotationDto;
  currency: string;
  userId: string;
  /**
   * The reader's turn swaps (every swap for an admin), once read: each other member's turn
   * still ahead then offers a swap of the reader's own. Absent, nothing is offered.
   */
  turnSwaps?: readonly TurnSwapDto[];
}

/**
 * 'Ordre de passage': every cycle with its date, beneficiary, pot and payout state, and on the
 * rows of the turns the reader may ask for, a proposal to swap their own turn for it.
 */
export function RotationQueuePanel({
  rotation,
  currency,
  userId,
  turnSwaps,
}: RotationQueuePanelProps) {
  const { t } = useTranslation();
  const myCycle = offerableTurn(rotation, userId, turnSwaps);
  const busy = membersInOpenSwaps(turnSwaps ?? []);
  // The turns as they stood when the reader asked: the dialog keeps them (and the server's
  // refusal) while the swaps and the queue are read again.
  const [proposal, setProposal] = useState<SwapOffer | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-label={t('rotation.queue.title')}>
      <Stack>
        <Title order={3} fz="h5">
          {t('rotation.queue.title')}
        </Title>
        <OrderFacts rotation={rotation} />
        {isRotationComplete(rotation) && <Text fw={600}>{t('rotation.queue.complete')}</Text>}
        {rotation.cycles.length === 0 ? (
          <Text c="dimmed">{t('rotation.queue.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <VisuallyHidden component="caption">{t('rotation.queue.caption')}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rotation.queue.cycle')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.dueDate')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.beneficiary')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.pot')}</Table.Th>
                  <Table.Th scope="col">{t('rotation.queue.payout')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rotation.cycles.map((cycle) => {
                  const state = payoutStateOf(cycle, rotation.current_cycle);
                  const offer = offerOn(cycle, rotation, { userId, myCycle, busy });
                  return (
                    <Table.Tr
                      key={cycle.cycle_number}
                      aria-current={state === 'current' ? 'step' : undefined}
                      fw={state === 'current' ? 600 : undefined}
                    >
                      <Table.Td>{cycle.cycle_number}</Table.Td>
                      <Table.Td>{formatDate(cycle.due_date)}</Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <Group gap={6} wrap="nowrap">
                            <span>
                              {cycle.beneficiary_name ?? t('rotation.queue.noBeneficiary')}
                            </span>
                            {cycle.beneficiary_id === userId && (
                              <Badge size="xs" variant="outline">
                                {t('rotation.queue.you')}
                              </Badge>
                            )}
                          </Group>
                          {offer && (
                            <WriteButton
                              // 44 px tall on a phone (app/tap-targets.css).
                              className="tap-target"
                              size="xs"
                              variant="light"
                              aria-label={t('rotation.queue.proposeTo', {
                                name: offer.counterpart.name,
                                cycle: offer.counterpart.cycle,
                              })}
                              onClick={() => setProposal(offer)}
                            >
                              {t('rotation.queue.propose')}
                            </WriteButton>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{formatMoney(cycle.pot, currency)}</Table.Td>
                      <Table.Td>
                        <Badge size="sm" color={PAYOUT_COLORS[state]}>
                          {t(`rotation.queue.payoutState.${state}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {proposal && (
        <ProposeTurnSwapDialog
          key={proposal.counterpart.userId}
          groupId={rotation.group_id}
          myCycle={proposal.myCycle}
          counterpart={proposal.counterpart}
          onClose={() => setProposal(null)}
        />
      )}
    </Card>
  );
}
