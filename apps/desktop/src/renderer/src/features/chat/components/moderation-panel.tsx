import { Badge, Card, Group, Title } from '@mantine/core';
import type { FlaggedChatMessageDto } from '@tontine/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useDismissFlags } from '../api/dismiss-flags';
import { useFlaggedQueue } from '../api/get-flagged-queue';
import type { ChatNotifications } from '../hooks/use-chat-notifications';
import { useQueueNotifications } from '../hooks/use-queue-notifications';
import { ModerationQueue } from './moderation-queue';

/** The moderation queue of every group, polled, with its count; Ignore dismisses the reports. */
export function ModerationPanel({
  notifications,
  toast,
  onDelete,
  onOpen,
}: {
  notifications: ChatNotifications;
  toast: (toast: ConsoleToast) => void;
  onDelete: (item: FlaggedChatMessageDto) => void;
  onOpen: (item: FlaggedChatMessageDto) => void;
}) {
  const { t } = useTranslation();
  const queue = useFlaggedQueue();
  useFailureToast(queue.error, t('chatTab.loadFailed'), toast);
  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.items), [queue.data]);
  useQueueNotifications(items, notifications);
  const dismiss = useDismissFlags();

  const ignore = async (item: FlaggedChatMessageDto) => {
    try {
      await dismiss.mutateAsync({ id: item.id, groupId: item.group_id });
      toast({ kind: 'success', title: t('chatTab.queue.ignored') });
    } catch (error) {
      const title = t('chatTab.queue.ignoreFailed');
      toast({ kind: 'error', title, message: consoleErrorText(t, error, title) });
    }
  };

  const count = items?.length ?? 0;
  return (
    <Card withBorder padding="md" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('chatTab.queue.title')}
        </Title>
        <Badge color={count ? 'red' : 'gray'}>{count}</Badge>
      </Group>
      <ModerationQueue
        items={items ?? []}
        hasMore={queue.hasNextPage}
        onMore={() => void queue.fetchNextPage()}
        onDelete={onDelete}
        onIgnore={(item) => void ignore(item)}
        onOpen={onOpen}
      />
    </Card>
  );
}
