import { formatDateTime } from '../../../lib/format';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import type { ChatMessageDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** One message: sender, time, text, its reports (moderators see them), and its menu. */
export function ChatMessageRow({
  message,
  mine,
  onDelete,
  onFlag,
}: {
  message: ChatMessageDto;
  mine: boolean;
  onDelete: (message: ChatMessageDto) => void;
  onFlag: (message: ChatMessageDto) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid="chat-message"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {message.sender_name}
            </Text>
            {message.is_admin && (
              <Badge size="xs" variant="light">
                {t('chatTab.groupAdmin')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(message.timestamp, i18n.language)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          {message.flag_count > 0 && (
            <Text size="xs" c="red">
              {t('chatTab.flags', {
                count: message.flag_count,
                reasons: message.flag_reasons.join(', '),
              })}
            </Text>
          )}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('chatTab.messageMenu', { sender: message.sender_name })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {!mine && (
              <Menu.Item leftSection={<IconFlag size={14} />} onClick={() => onFlag(message)}>
                {t('chatTab.flag')}
              </Menu.Item>
            )}
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onDelete(message)}
            >
              {t('chatTab.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
