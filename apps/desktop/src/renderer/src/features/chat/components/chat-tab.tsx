import { SimpleGrid } from '@mantine/core';
import type { ChatMessageDto } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CriticalActionDialog,
  type CriticalAction,
} from '../../../components/critical-action-dialog';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { useSession } from '../../../lib/session/session-context';
import { useDeleteMessage } from '../api/delete-message';
import type { GroupOption } from '../api/search-groups';
import { useChatEvents } from '../hooks/use-chat-events';
import { useChatNotifications } from '../hooks/use-chat-notifications';
import { useChatSocket } from '../hooks/use-chat-socket';
import { ChatPanel } from './chat-panel';
import { FlagDialog } from './flag-dialog';
import { ModerationPanel } from './moderation-panel';

/**
 * The chat tab: any group's chat opened as a moderator (history, live messages, composer,
 * delete and report), and the moderation queue of every group. Each new message from someone
 * else in the open chat and each new report raises a desktop notification through the bridge.
 */
export function ChatTab({ search, toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const { state } = useSession();
  const me = state.status === 'signed-in' ? state.user.id : null;
  const [group, setGroup] = useState<GroupOption | null>(null);
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const [flagging, setFlagging] = useState<ChatMessageDto | null>(null);
  const notifications = useChatNotifications();
  const status = useChatSocket(group?.id ?? null, useChatEvents(group, me, notifications));
  const remove = useDeleteMessage();

  const askDelete = ({
    id,
    group_id,
    message,
  }: Pick<ChatMessageDto, 'id' | 'group_id' | 'message'>) =>
    setPending({
      title: t('chatTab.confirmDelete'),
      message,
      confirmLabel: t('chatTab.delete'),
      run: async () => {
        try {
          await remove.mutateAsync({ id, groupId: group_id });
          toast({ kind: 'success', title: t('chatTab.deleted') });
        } catch (error) {
          const title = t('chatTab.deleteFailed');
          toast({ kind: 'error', title, message: consoleErrorText(t, error, title) });
        }
      },
    });

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <ChatPanel
        search={search}
        group={group}
        onGroupChange={setGroup}
        me={me}
        status={status}
        toast={toast}
        onDelete={askDelete}
        onFlag={setFlagging}
      />
      <ModerationPanel
        notifications={notifications}
        toast={toast}
        onDelete={askDelete}
        onOpen={(item) => setGroup({ id: item.group_id, name: item.group_name, status: 'active' })}
      />
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
      <FlagDialog message={flagging} onClose={() => setFlagging(null)} toast={toast} />
    </SimpleGrid>
  );
}
