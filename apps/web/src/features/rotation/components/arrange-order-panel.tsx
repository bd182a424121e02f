import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock } from '@tabler/icons-react';
import { PAYOUT_ORDER_METHODS, type PayoutOrderMethod, type RotationDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { formatDate } from '../../../lib/format';
import { useArrangeRotationOrder } from '../api/arrange-rotation-order';
import { useChangeRotationMethod } from '../api/change-rotation-method';
import { moveItem } from '../utils/rotation-view';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';

type QueueEntry = RotationDto['queue'][number];

function sameOrder(a: readonly QueueEntry[], b: readonly QueueEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.user_id === b[i]?.user_id);
}

type ArrangeMutation = ReturnType<typeof useArrangeRotationOrder>;

/**
 * The list being arranged; its parent gives it a new key when the saved queue changes and
 * owns the mutation, so that a save's outcome survives that remount.
 */
function OrderEditor({
  groupId,
  rotation,
  arrange,
}: {
  groupId: string;
  rotation: RotationDto;
  arrange: ArrangeMutation;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<QueueEntry[]>(rotation.queue);
  /** Read out after a move: the buttons keep focus, the new place is spoken. */
  const [announcement, setAnnouncement] = useState('');
  const changed = !sameOrder(order, rotation.queue);

  function move(from: number, to: number) {
    const next = moveItem(order, from, to);
    setOrder(next);
    const entry = next[to];
    if (entry) {
      setAnnouncement(t('rotation.arrange.moved', { name: entry.user_name, position: to + 1 }));
    }
  }

  function save() {
    arrange.mutate(
      { groupId, userIds: order.map((entry) => entry.user_id) },
      { onSuccess: () => notifySuccess({ message: t('rotation.arrange.saved') }) },
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('rotation.arrange.intro')}
      </Text>
      <List
        type="ordered"
        listStyleType="none"
        spacing={4}
        aria-label={t('rotation.arrange.listLabel')}
      >
        {order.map((entry, index) => (
          <List.Item key={entry.user_id}>
            <Group justify="space-between" wrap="nowrap">
              <Text>
                {t('rotation.arrange.position', { position: index + 1 })} {entry.user_name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={t('rotation.arrange.moveUp', { name: entry.user_name })}
                  disabled={index === 0 || arrange.isPending}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('rotation.arrange.moveDown', { name: entry.user_name })}
                  disabled={index === order.length - 1 || arrange.isPending}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </List.Item>
        ))}
      </List>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {arrange.isError && <ErrorAlert error={arrange.error} />}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!changed || arrange.isPending}
          onClick={() => {
            setOrder(rotation.queue);
            setAnnouncement('');
            arrange.reset();
          }}
        >
          {t('rotation.arrange.reset')}
        </Button>
        <WriteButton disabled={!changed} loading={arrange.isPending} onClick={save}>
          {t('rotation.arrange.save')}
        </WriteButton>
      </Group>
    </Stack>
  );
}

/**
 * The admin's choice of method, applied with a button: after the start it remakes the queue.
 * Remounted when the saved method changes; its parent owns the mutation, so that the outcome
 * (the toast) survives that remount.
 */
function MethodChooser({
  groupId,
  rotation,
  change,
}: {
  groupId: string;
  rotation: RotationDto;
  change: ReturnType<typeof useChangeRotationMethod>;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayoutOrderMethod>(rotation.payout_order_method);
  return (
    <Stack gap="xs">
      <Select
        label={t('rotation.arrange.methodLabel')}
        data={PAYOUT_ORDER_METHODS.map((value) => ({
          value,
          label: t(`rotation.queue.methods.${value}`),
        }))}
        value={method}
        allowDeselect={false}
        onChange={(value) => value && setMethod(value as PayoutOrderMethod)}
      />
      {rotation.locked && (
        <Text size="xs" c="dimmed">
          {t('rotation.arrange.redrawHint')}
        </Text>
      )}
      {change.isError && <ErrorAlert error={change.error} />}
      <Group justify="flex-end">
        <WriteButton
          variant="light"
          disabled={method === rotation.payout_order_method}
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { groupId, method },
              { onSuccess: () => notifySuccess({ message: t('rotation.arrange.methodChanged') }) },
            )
          }
        >
          {t('rotation.arrange.applyMethod')}
        </WriteButton>
      </Group>
    </Stack>
  );
}

/**
 * The admin chooses how the payout order is made and, for admin_set, arranges it, until the
 * first payout of the pot; the panel says so, and from then on shows only that it is locked.
 */
export function ArrangeOrderPanel({
  groupId,
  rotation,
}: {
  groupId: string;
  rotation: RotationDto;
}) {
  const { t } = useTranslation();
  const arrange = useArrangeRotationOrder();
  const change = useChangeRotationMethod();
  const savedOrder = rotation.queue.map((entry) => entry.user_id).join(',');
  const firstPayout = rotation.cycles[0]?.due_date ?? rotation.next_payout_date;
  return (
    <Card withBorder radius="md" component="section" aria-label={t('rotation.arrange.title')}>
      <Title order={3} fz="h5" mb="sm">
        {t('rotation.arrange.title')}
      </Title>
      {rotation.order_locked ? (
        <Group gap="xs" wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm">{t('rotation.arrange.locked')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t('rotation.arrange.locksWhen', { date: formatDate(firstPayout) })}
          </Text>
          <MethodChooser
            key={rotation.payout_order_method}
            groupId={groupId}
            rotation={rotation}
            change={change}
          />
          {rotation.payout_order_method === 'admin_set' && (
            <OrderEditor key={savedOrder} groupId={groupId} rotation={rotation} arrange={arrange} />
          )}
        </Stack>
      )}
    </Card>
  );
}
