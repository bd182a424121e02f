import { useMemo, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useBulkNotificationAction, type BulkAction } from '../hooks/use-bulk-action';
import {
  countByFilter,
  matchesFilter,
  newestFirst,
  type NotificationFilter,
} from '../utils/filters';
import { NotificationFilterBar } from './notification-filter-bar';
import { NotificationItem } from './notification-item';
import { WriteButton } from '../../../components/offline-writes';

/** The notifications screen: filters with counts, selection, bulk and per-item actions. */
export function NotificationsPage({ now }: { now?: number }) {
  const { t } = useTranslation();
  const query = useNotifications();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const bulk = useBulkNotificationAction();

  const all = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const counts = useMemo(() => countByFilter(all), [all]);
  const shown = all.filter((item) => matchesFilter(item, filter));
  const busy = markRead.isPending || remove.isPending || bulk.isPending;
  const onError = (error: unknown) => notifyError({ message: describeError(error, t) });

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const runBulk = (action: BulkAction) => {
    const ids = all.filter((item) => selected.has(item.id)).map((item) => item.id);
    bulk.mutate({ action, ids }, { onSettled: () => setSelected(new Set()), onError });
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('notifications.title')}
      </Title>
      <NotificationFilterBar value={filter} onChange={setFilter} counts={counts} />
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={shown.length === 0}
          onClick={() => setSelected(new Set(shown.map((item) => item.id)))}
        >
          {t('notifications.selectAll')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={selected.size === 0}
          onClick={() => setSelected(new Set())}
        >
          {t('notifications.deselectAll')}
        </Button>
      </Group>
      {selected.size > 0 && (
        <Group
          gap="xs"
          role="toolbar"
          aria-label={t('notifications.selected', { count: selected.size })}
        >
          <Text size="sm" fw={600}>
            {t('notifications.selected', { count: selected.size })}
          </Text>
          <WriteButton size="xs" loading={bulk.isPending} onClick={() => runBulk('read')}>
            {t('notifications.markRead')}
          </WriteButton>
          <WriteButton
            size="xs"
            color="red"
            loading={bulk.isPending}
            onClick={() => runBulk('delete')}
          >
            {t('notifications.delete')}
          </WriteButton>
          <Button
            size="xs"
            variant="subtle"
            disabled={bulk.isPending}
            onClick={() => setSelected(new Set())}
          >
            {t('notifications.cancel')}
          </Button>
        </Group>
      )}
      {query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : shown.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <IconBellOff size={40} aria-hidden />
          <Text fw={600}>{t('notifications.emptyTitle')}</Text>
          <Text c="dimmed">{t('notifications.emptyText')}</Text>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              now={now}
              selected={selected.has(item.id)}
              onToggle={() => toggle(item.id)}
              busy={busy}
              onMarkRead={() => markRead.mutate(item.id, { onError })}
              onDelete={() =>
                remove.mutate(item.id, {
                  onSuccess: () =>
                    setSelected((previous) => {
                      const next = new Set(previous);
                      next.delete(item.id);
                      return next;
                    }),
                  onError,
                })
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
