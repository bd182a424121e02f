import { useEffect, useRef, useState } from 'react';
import { Box, Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatThread } from '../utils/chat-thread';
import { ChatMessageItem, type MessageActions } from './chat-message-item';

/** How often the relative times ('Il y a 3 min') are brought up to date. */
const CLOCK_TICK_MS = 30_000;

interface ChatMessageListProps extends MessageActions {
  thread: ChatThread;
  myId: string | undefined;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The clock for the message times; tests pin it. */
  now?: number;
}

function useClock(pinned: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pinned !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [pinned]);
  return pinned ?? now;
}

/** The messages, oldest first, scrolled to the newest one when one arrives. */
export function ChatMessageList({
  thread,
  myId,
  loadingOlder,
  onLoadOlder,
  now: pinnedNow,
  ...actions
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const now = useClock(pinnedNow);
  const end = useRef<HTMLDivElement>(null);
  const newest = thread.items.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <Box style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} px="xs">
      {thread.next_cursor && (
        <Center my="xs">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
            {t('chat.list.older')}
          </Button>
        </Center>
      )}
      {thread.items.length === 0 ? (
        <Center h="100%" mih={160}>
          <Text c="dimmed">{t('chat.list.empty')}</Text>
        </Center>
      ) : (
        <Stack component="ul" aria-label={t('chat.list.label')} gap="xs" p={0} m={0} py="xs">
          {thread.items.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              mine={message.sender_id === myId}
              isModerator={thread.is_moderator}
              now={now}
              {...actions}
            />
          ))}
        </Stack>
      )}
      <div ref={end} />
    </Box>
  );
}
