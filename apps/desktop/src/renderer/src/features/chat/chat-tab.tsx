import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEFAULT_FLAG_REASON,
  type ChatEvent,
  type ChatMessageDto,
  type FlaggedChatMessageDto,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { desktop } from '../../bridge';
import { consoleErrorText } from '../console/api/console-error-text';
import {
  CriticalActionDialog,
  type CriticalAction,
} from '../console/components/critical-action-dialog';
import type { ConsoleTabProps } from '../console/tabs/console-tab-props';
import { useSession } from '../session/session-context';
import {
  deleteMessage,
  dismissFlags,
  flagMessage,
  getFlaggedQueue,
  getHistory,
  searchGroups,
  sendMessage,
  type GroupOption,
} from './chat-api';
import { ChatComposer } from './chat-composer';
import { ChatMessageRow } from './chat-message-row';
import { ModerationQueue } from './moderation-queue';
import { useChatSocket } from './use-chat-socket';

/** How often the queue of every group is read again (new reports outside the open chat). */
const QUEUE_POLL_MS = 20_000;

/**
 * The chat tab: any group's chat opened as a moderator (history, live messages, composer,
 * delete and report), and the moderation queue of every group. Each new message from someone
 * else in the open chat and each new report raises a desktop notification through the bridge.
 */
export function ChatTab({ search, refreshKey, toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const { state } = useSession();
  const me = state.status === 'signed-in' ? state.user.id : null;

  const [groupQuery, setGroupQuery] = useState(search);
  const [debouncedQuery] = useDebouncedValue(groupQuery, 300);
  const [groups, setGroups] = useState<GroupOption[]>([]);
  const [group, setGroup] = useState<GroupOption | null>(null);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [older, setOlder] = useState<string | null>(null);
  const [queue, setQueue] = useState<FlaggedChatMessageDto[]>([]);
  const [queueCursor, setQueueCursor] = useState<string | null>(null);
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const [flagging, setFlagging] = useState<ChatMessageDto | null>(null);
  const [reason, setReason] = useState('');
  const notified = useRef(new Set<string>());
  const queueSeeded = useRef(false);
  const bottom = useRef<HTMLDivElement>(null);

  const failed = useCallback(
    (title: string, error: unknown) =>
      toast({ kind: 'error', title, message: consoleErrorText(t, error, title) }),
    [t, toast],
  );

  const notify = useCallback(
    (sender: string, groupName: string, body: string) => {
      void desktop
        .notify(t('chatTab.senderInGroup', { sender, group: groupName }), body)
        .catch(() => undefined);
    },
    [t],
  );

  // Groups to pick from, searched on the server.
  useEffect(() => {
    setGroupQuery(search);
  }, [search]);
  useEffect(() => {
    searchGroups(debouncedQuery)
      .then((page) => setGroups(page.items))
      .catch((error: unknown) => failed(t('chatTab.loadFailed'), error));
  }, [debouncedQuery, refreshKey, failed, t]);

  // The open group's history (newest page), again on refresh.
  useEffect(() => {
    if (!group) return;
    let live = true;
    setMessages([]);
    getHistory(group.id)
      .then((page) => {
        if (!live) return;
        setMessages(page.items);
        setOlder(page.next_cursor);
      })
      .catch((error: unknown) => live && failed(t('chatTab.loadFailed'), error));
    return () => {
      live = false;
    };
  }, [group, refreshKey, failed, t]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  /** The queue's first page; reports not seen before are notified (not on the first read). */
  const readQueue = useCallback(async () => {
    try {
      const page = await getFlaggedQueue();
      setQueue(page.items);
      setQueueCursor(page.nextCursor);
      for (const item of page.items) {
        const key = `${item.id}:${item.flag_count}`;
        if (notified.current.has(key)) continue;
        notified.current.add(key);
        if (queueSeeded.current) notify(item.sender_name, item.group_name, item.message);
      }
      queueSeeded.current = true;
    } catch (error) {
      failed(t('chatTab.loadFailed'), error);
    }
  }, [failed, notify, t]);

  useEffect(() => {
    void readQueue();
    const timer = setInterval(() => void readQueue(), QUEUE_POLL_MS);
    return () => clearInterval(timer);
  }, [readQueue, refreshKey]);

  const onEvent = (event: ChatEvent) => {
    switch (event.type) {
      case 'new_message':
        setMessages((list) =>
          list.some((m) => m.id === event.message.id) ? list : [...list, event.message],
        );
        if (event.message.sender_id !== me && group)
          notify(event.message.sender_name, group.name, event.message.message);
        break;
      case 'message_deleted':
        setMessages((list) => list.filter((m) => m.id !== event.message_id));
        setQueue((list) => list.filter((m) => m.id !== event.message_id));
        break;
      case 'message_flagged': {
        const flagged = event.message;
        setMessages((list) => list.map((m) => (m.id === flagged.id ? flagged : m)));
        const key = `${flagged.id}:${flagged.flag_count}`;
        if (!notified.current.has(key) && group) {
          notified.current.add(key);
          notify(flagged.sender_name, group.name, flagged.message);
        }
        void readQueue();
        break;
      }
      case 'flag_dismissed':
        setMessages((list) =>
          list.map((m) =>
            m.id === event.message_id
              ? { ...m, is_flagged: false, flag_count: 0, flag_reasons: [] }
              : m,
          ),
        );
        setQueue((list) => list.filter((m) => m.id !== event.message_id));
        break;
    }
  };
  const status = useChatSocket(group?.id ?? null, onEvent);

  const loadOlder = async () => {
    if (!group || !older) return;
    try {
      const page = await getHistory(group.id, older);
      setMessages((list) => [...page.items, ...list]);
      setOlder(page.next_cursor);
    } catch (error) {
      failed(t('chatTab.loadFailed'), error);
    }
  };

  const send = async (text: string): Promise<boolean> => {
    if (!group) return false;
    try {
      await sendMessage(group.id, text);
      return true;
    } catch (error) {
      failed(t('chatTab.sendFailed'), error);
      return false;
    }
  };

  const askDelete = (id: string, text: string) =>
    setPending({
      title: t('chatTab.confirmDelete'),
      message: text,
      confirmLabel: t('chatTab.delete'),
      run: async () => {
        try {
          await deleteMessage(id);
          setMessages((list) => list.filter((m) => m.id !== id));
          setQueue((list) => list.filter((m) => m.id !== id));
          toast({ kind: 'success', title: t('chatTab.deleted') });
        } catch (error) {
          failed(t('chatTab.deleteFailed'), error);
        }
      },
    });

  const ignore = async (item: FlaggedChatMessageDto) => {
    try {
      await dismissFlags(item.id);
      setQueue((list) => list.filter((m) => m.id !== item.id));
      toast({ kind: 'success', title: t('chatTab.queue.ignored') });
    } catch (error) {
      failed(t('chatTab.queue.ignoreFailed'), error);
    }
  };

  const more = async () => {
    try {
      const page = await getFlaggedQueue(queueCursor);
      setQueue((list) => [...list, ...page.items]);
      setQueueCursor(page.nextCursor);
    } catch (error) {
      failed(t('chatTab.loadFailed'), error);
    }
  };

  const flag = async () => {
    if (!flagging) return;
    try {
      await flagMessage(flagging.id, reason || DEFAULT_FLAG_REASON);
      toast({ kind: 'success', title: t('chatTab.flagged') });
    } catch (error) {
      failed(t('chatTab.flagFailed'), error);
    } finally {
      setFlagging(null);
      setReason('');
    }
  };

  const statusColor = {
    connected: 'teal',
    connecting: 'yellow',
    disconnected: 'gray',
    error: 'red',
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
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
              <Badge color={statusColor[status]} variant="dot">
                {t(`chatTab.status.${status}`)}
              </Badge>
            </Group>
          )}
        </Group>
        <Select
          label={t('chatTab.pickGroup')}
          placeholder={t('chatTab.pickGroupHint')}
          searchable
          searchValue={groupQuery}
          onSearchChange={setGroupQuery}
          filter={({ options }) => options}
          // The open group stays listed even when the search (or the queue) found it elsewhere.
          data={[
            ...groups,
            ...(group && !groups.some((g) => g.id === group.id) ? [group] : []),
          ].map((g) => ({ value: g.id, label: g.name }))}
          value={group?.id ?? null}
          onChange={(id) => setGroup(groups.find((g) => g.id === id) ?? (id ? group : null))}
          nothingFoundMessage={t('chatTab.noGroup')}
          mb="sm"
        />
        {group ? (
          <Stack gap="sm">
            <ScrollArea h={420} type="auto">
              <Stack gap="xs" pr="sm">
                {older && (
                  <Button variant="subtle" size="xs" onClick={() => void loadOlder()}>
                    {t('chatTab.older')}
                  </Button>
                )}
                {messages.length === 0 && (
                  <Text c="dimmed" ta="center">
                    {t('chatTab.empty')}
                  </Text>
                )}
                {messages.map((message) => (
                  <ChatMessageRow
                    key={message.id}
                    message={message}
                    mine={message.sender_id === me}
                    onDelete={(m) => askDelete(m.id, m.message)}
                    onFlag={setFlagging}
                  />
                ))}
                <div ref={bottom} />
              </Stack>
            </ScrollArea>
            <ChatComposer onSend={send} />
          </Stack>
        ) : (
          <Text c="dimmed">{t('chatTab.noGroupOpen')}</Text>
        )}
      </Card>
      <Card withBorder padding="md" component="section">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            {t('chatTab.queue.title')}
          </Title>
          <Badge color={queue.length ? 'red' : 'gray'}>{queue.length}</Badge>
        </Group>
        <ModerationQueue
          items={queue}
          hasMore={queueCursor !== null}
          onMore={() => void more()}
          onDelete={(item) => askDelete(item.id, item.message)}
          onIgnore={(item) => void ignore(item)}
          onOpen={(item) =>
            setGroup({ id: item.group_id, name: item.group_name, status: 'active' })
          }
        />
      </Card>
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
      <Modal
        opened={flagging !== null}
        onClose={() => setFlagging(null)}
        title={t('chatTab.flagTitle')}
        centered
      >
        <Stack gap="sm">
          <TextInput
            label={t('chatTab.flagReason')}
            placeholder={DEFAULT_FLAG_REASON}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setFlagging(null)}>
              {t('criticalAction.cancel')}
            </Button>
            <Button onClick={() => void flag()}>{t('chatTab.flag')}</Button>
          </Group>
        </Stack>
      </Modal>
    </SimpleGrid>
  );
}
