import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatMessageDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { historyMessages, useChatHistory } from '../api/get-history';
import type { GroupOption } from '../api/search-groups';
import { useSendMessage } from '../api/send-message';
import type { ConnectionStatus } from '../hooks/use-chat-socket';
import { ChatComposer } from './chat-composer';
import { ChatHistory } from './chat-history';
import { GroupPicker } from './group-picker';

const STATUS_COLOR: Record<ConnectionStatus, string> = {
  connected: 'teal',
  connecting: 'yellow',
  disconnected: 'gray',
  error: 'red',
};

/** The open group's chat: the group picker, its history, the socket's state and the composer. */
export function ChatPanel({
  search,
  group,
  onGroupChange,
  me,
  status,
  toast,
  onDelete,
  onFlag,
}: {
  search: string;
  group: GroupOption | null;
  onGroupChange: (group: GroupOption | null) => void;
  me: string | null;
  status: ConnectionStatus;
  toast: (toast: ConsoleToast) => void;
  onDelete: (message: ChatMessageDto) => void;
  onFlag: (message: ChatMessageDto) => void;
}) {
  const { t } = useTranslation();
  const history = useChatHistory(group?.id ?? null);
  useFailureToast(history.error, t('chatTab.loadFailed'), toast);
  const messages = historyMessages(history.data);
  const send = useSendMessage();

  const onSend = async (message: string): Promise<boolean> => {
    if (!group) return false;
    try {
      await send.mutateAsync({ groupId: group.id, message });
      return true;
    } catch (error) {
      const title = t('chatTab.sendFailed');
      toast({ kind: 'error', title, message: consoleErrorText(t, error, title) });
      return false;
    }
  };

  return (
    <Card withBorder padding="md" style={{ gridColumn: 'span 2' }} component="section">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={3} size="h5">
            {t('chatTab.title')}
          </Title>
          {group && (
            <Text size="sm" c="dimmed">
              {group.name}
            </Text>
          )}
        </div>
        {group && (
          <Group gap="xs">
            <Badge variant="light">{t('chatTab.count', { count: messages.length })}</Badge>
            <Badge color={STATUS_COLOR[status]} variant="dot">
              {t(`chatTab.status.${status}`)}
            </Badge>
          </Group>
        )}
      </Group>
      <GroupPicker search={search} group={group} onChange={onGroupChange} toast={toast} />
      {group ? (
        <Stack gap="sm">
          <ChatHistory
            messages={messages}
            me={me}
            hasOlder={history.hasNextPage}
            onOlder={() => void history.fetchNextPage()}
            onDelete={onDelete}
            onFlag={onFlag}
          />
          <ChatComposer onSend={onSend} />
        </Stack>
      ) : (
        <Text c="dimmed">{t('chatTab.noGroupOpen')}</Text>
      )}
    </Card>
  );
}
