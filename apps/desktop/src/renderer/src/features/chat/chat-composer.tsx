import { useState } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_LIMITS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The composer of 001 §2.2: Enter sends, Shift+Enter makes a new line, it grows up to 120 px,
 * the counter shows past 200 characters, Send stays off while the trimmed text is empty.
 */
export function ChatComposer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = text.trim() === '';

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    if (await onSend(text.trim())) setText('');
    setSending(false);
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>
        <Textarea
          aria-label={t('chatTab.composer')}
          placeholder={t('chatTab.composer')}
          autosize
          minRows={1}
          styles={{ input: { maxHeight: CHAT_LIMITS.composerMaxHeightPx } }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        {text.length > CHAT_LIMITS.counterFrom && (
          <Text size="xs" c={text.length > CHAT_LIMITS.maxLength ? 'red' : 'dimmed'}>
            {t('chatTab.counter', { count: text.length, max: CHAT_LIMITS.maxLength })}
          </Text>
        )}
      </div>
      <ActionIcon
        size="lg"
        onClick={() => void send()}
        disabled={empty}
        loading={sending}
        aria-label={t('chatTab.send')}
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
