import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_LIMITS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Rows the composer grows to; its height is also held at 120 px, so the list stays in view. */
const MAX_ROWS = 5;

/**
 * The composer: Enter sends, Shift+Enter makes a new line, it grows up to 120 px,
 * the counter shows past 200 characters, and send waits for a text that is not blank.
 */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function submit() {
    if (blank) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An Enter that confirms an input method's composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          description={t('chat.composer.hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_LIMITS.maxLength}
          autosize
          minRows={1}
          maxRows={MAX_ROWS}
          styles={{ input: { maxHeight: CHAT_LIMITS.composerMaxHeightPx, overflowY: 'auto' } }}
        />
        <ActionIcon type="submit" size="lg" aria-label={t('chat.composer.send')} disabled={blank}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {text.length > CHAT_LIMITS.counterFrom && (
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {t('chat.composer.counter', { count: text.length, max: CHAT_LIMITS.maxLength })}
        </Text>
      )}
    </form>
  );
}
