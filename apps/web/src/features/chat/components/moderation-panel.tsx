import { Group, List, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { ChatMessageDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatChatTime } from '../utils/format-chat-time';
import { FormAlert } from '../../../components/form-alert';
import { WriteButton } from '../../../components/offline-writes';

interface ModerationPanelProps {
  opened: boolean;
  onClose: () => void;
  messages: ChatMessageDto[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The message whose flags are being dismissed. */
  ignoringId: string | null;
  onDelete: (message: ChatMessageDto) => void;
  onIgnore: (message: ChatMessageDto) => void;
  now?: number;
}

/**
 * The moderators' panel: each flagged message with its sender, time, flag count and reasons.
 * Delete removes it from the chat for everyone; Ignore only takes it off this list.
 */
export function ModerationPanel({
  opened,
  onClose,
  messages,
  loading,
  failed,
  ignoringId,
  onDelete,
  onIgnore,
  now = Date.now(),
}: ModerationPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.moderation.title')} size="lg">
      {loading && <Loader aria-label={t('app.loading')} />}
      {failed && <FormAlert>{t('chat.moderation.loadFailed')}</FormAlert>}
      {messages && messages.length === 0 && <Text c="dimmed">{t('chat.moderation.empty')}</Text>}
      {messages && messages.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {messages.map((message) => (
            <Paper
              key={message.id}
              component="li"
              withBorder
              p="sm"
              aria-label={message.sender_name}
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {message.sender_name}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={message.timestamp}>
                  {formatChatTime(message.timestamp, t, now)}
                </Text>
              </Group>
              <Text size="sm" my={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.message}
              </Text>
              <Text size="xs" c="orange">
                {t('chat.moderation.flagCount', { count: message.flag_count })}
              </Text>
              {message.flag_reasons.length > 0 && (
                <>
                  <Text size="xs" fw={600} mt={4}>
                    {t('chat.moderation.reasons')}
                  </Text>
                  <List size="xs">
                    {message.flag_reasons.map((reason, index) => (
                      <List.Item key={`${index}-${reason}`}>{reason}</List.Item>
                    ))}
                  </List>
                </>
              )}
              <Group justify="flex-end" gap="xs" mt="xs">
                <WriteButton
                  size="xs"
                  variant="default"
                  loading={ignoringId === message.id}
                  onClick={() => onIgnore(message)}
                >
                  {t('chat.moderation.ignore')}
                </WriteButton>
                <WriteButton size="xs" color="red" onClick={() => onDelete(message)}>
                  {t('chat.moderation.delete')}
                </WriteButton>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
