import { useState } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_LIMITS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The chat composer: Enter sends, Shift+Enter makes a new line, it grows up to 120 px,
 * the counter shows past 200 characters, Send stays off while the trimmed text is empty. The text
 * stops at the 500 characters the server accepts, so that Send never offers a message it refuses.
 */
export function ChatComposer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = text.trim() === '';
  const tooLong = text.trim().length > CHAT_LIMITS.maxLength;

  const send = async () => {
    if (empty || tooLong || sending) return;
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
          maxLength={CHAT_LIMITS.maxLength}
          styles={{ input: { maxHeight: CHAT_LIMITS.composerMaxHeightPx } }}
          value={text}
          // maxLength stops typing; a pasted or dropped text is cut at the limit too.
          onChange={(event) => setText(event.currentTarget.value.slice(0, CHAT_LIMITS.maxLength))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        {text.length > CHAT_LIMITS.counterFrom && (
          <Text size="xs" c={text.length >= CHAT_LIMITS.maxLength ? 'orange' : 'dimmed'}>
            {t('chatTab.counter', { count: text.length, max: CHAT_LIMITS.maxLength })}
          </Text>
        )}
      </div>
      <ActionIcon
        size="lg"
        onClick={() => void send()}
        disabled={empty || tooLong}
        loading={sending}
        aria-label={t('chatTab.send')}
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
