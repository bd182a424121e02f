import { Badge, Group, Loader, Menu, Paper, Text } from '@mantine/core';
import { IconCheck, IconDots, IconFlag, IconTrash, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatListMessage } from '../utils/chat-thread';
import { formatChatTime } from '../utils/format-chat-time';
import { WriteActionIcon } from '../../../components/offline-writes';

export interface MessageActions {
  /** Absent when the browser cannot speak. */
  onReadAloud?: (message: ChatListMessage) => void;
  onFlag: (message: ChatListMessage) => void;
  onDelete: (message: ChatListMessage) => void;
}

interface ChatMessageItemProps extends MessageActions {
  message: ChatListMessage;
  mine: boolean;
  isModerator: boolean;
  now: number;
}

function SendState({ message }: { message: ChatListMessage }) {
  const { t } = useTranslation();
  if (message.sending) {
    return (
      <Group gap={4} c="dimmed">
        <Loader size={10} aria-hidden />
        <Text size="xs">{t('chat.message.sending')}</Text>
      </Group>
    );
  }
  if (message.failed) {
    return (
      <Text size="xs" c="red">
        {t('chat.message.failed')}
      </Text>
    );
  }
  if (message.sent) {
    return <IconCheck size={14} aria-label={t('chat.message.sent')} role="img" />;
  }
  return null;
}

/**
 * One message: sender, text, time and its send state; its menu reads it aloud, reports it
 * (someone else's) and deletes it (the author's own, or any for a moderator). A temporary
 * message has no menu: the server does not know it yet.
 */
export function ChatMessageItem({
  message,
  mine,
  isModerator,
  now,
  onReadAloud,
  onFlag,
  onDelete,
}: ChatMessageItemProps) {
  const { t } = useTranslation();
  const canFlag = !mine;
  const canDelete = mine || isModerator;
  const isNew = !mine && !message.is_read;
  return (
    <Paper
      component="li"
      aria-label={message.sender_name}
      p="xs"
      radius="md"
      withBorder
      maw="80%"
      ml={mine ? 'auto' : undefined}
      bg={mine ? 'var(--mantine-color-teal-light)' : undefined}
      data-mine={mine}
      data-state={
        message.sending ? 'sending' : message.failed ? 'failed' : message.sent ? 'sent' : undefined
      }
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {message.sender_name}
          </Text>
          {message.is_admin && (
            <Badge size="xs" variant="light">
              {t('chat.message.admin')}
            </Badge>
          )}
          {isNew && (
            <Badge size="xs" color="blue">
              {t('chat.message.new')}
            </Badge>
          )}
          {message.is_flagged && (
            <Badge size="xs" color="orange" variant="light">
              {isModerator && message.flag_count > 0
                ? t('chat.message.flagCount', { count: message.flag_count })
                : t('chat.message.flagged')}
            </Badge>
          )}
        </Group>
        {!message.is_temp && (
          <Menu position="bottom-end">
            <Menu.Target>
              <WriteActionIcon
                className="tap-target"
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('chat.message.actions')}
              >
                <IconDots size={16} aria-hidden />
              </WriteActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {onReadAloud && (
                <Menu.Item
                  leftSection={<IconVolume size={14} aria-hidden />}
                  onClick={() => onReadAloud(message)}
                >
                  {t('chat.message.readAloud')}
                </Menu.Item>
              )}
              {canFlag && (
                <Menu.Item
                  leftSection={<IconFlag size={14} aria-hidden />}
                  onClick={() => onFlag(message)}
                >
                  {t('chat.message.flag')}
                </Menu.Item>
              )}
              {canDelete && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onDelete(message)}
                >
                  {t('chat.message.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
      <Group gap="xs" justify="flex-end">
        <Text size="xs" c="dimmed" component="time" dateTime={message.timestamp}>
          {formatChatTime(message.timestamp, t, now)}
        </Text>
        {mine && <SendState message={message} />}
      </Group>
    </Paper>
  );
}
