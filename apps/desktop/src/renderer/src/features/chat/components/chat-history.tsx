import { Button, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessageDto } from '@tontine/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageRow } from './chat-message-row';

/**
 * The open group's messages, oldest first, kept scrolled to the newest as messages arrive;
 * "older" reads the page before the first one shown.
 */
export function ChatHistory({
  messages,
  me,
  hasOlder,
  onOlder,
  onDelete,
  onFlag,
}: {
  messages: ChatMessageDto[];
  me: string | null;
  hasOlder: boolean;
  onOlder: () => void;
  onDelete: (message: ChatMessageDto) => void;
  onFlag: (message: ChatMessageDto) => void;
}) {
  const { t } = useTranslation();
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <ScrollArea h={420} type="auto">
      <Stack gap="xs" pr="sm">
        {hasOlder && (
          <Button variant="subtle" size="xs" onClick={onOlder}>
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
            onDelete={onDelete}
            onFlag={onFlag}
          />
        ))}
        <div ref={bottom} />
      </Stack>
    </ScrollArea>
  );
}
