import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { CHAT_LIMITS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import type { ChatConnectionStatus } from '../hooks/use-chat-socket';
import { unreadBadgeText } from '../utils/chat-thread';

const STATUS_COLOR: Record<ChatConnectionStatus, string> = {
  connected: 'teal',
  disconnected: 'gray',
  error: 'red',
};

interface ChatHeaderProps {
  groupName: string | undefined;
  messageCount: number;
  unreadCount: number;
  status: ChatConnectionStatus;
  readAloud: boolean;
  /** Absent when the browser cannot speak. */
  onReadAloudChange?: (on: boolean) => void;
  /** The flagged count, for moderators only. */
  flaggedCount: number | null;
  onOpenModeration: () => void;
  onBack: () => void;
}

/**
 * The chat's header: back, title, message count, connection status, unread badge
 * (capped at 99+), read-aloud toggle and, for moderators, the moderation button.
 */
export function ChatHeader({
  groupName,
  messageCount,
  unreadCount,
  status,
  readAloud,
  onReadAloudChange,
  flaggedCount,
  onOpenModeration,
  onBack,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const statusText = t(`chat.header.status.${status}`);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label={t('chat.header.back')} onClick={onBack}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} fz="h3">
              {t('chat.header.title')}
            </Title>
            {unreadCount > 0 && (
              <Badge
                color="red"
                circle={unreadCount < 10}
                aria-label={t('chat.header.unread', { count: unreadCount })}
              >
                {unreadBadgeText(unreadCount, CHAT_LIMITS.unreadCap)}
              </Badge>
            )}
          </Group>
          {groupName && (
            <Text size="sm" fw={500}>
              {groupName}
            </Text>
          )}
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('chat.header.messageCount', { total: formatCount(messageCount) })}
            </Text>
            <Badge
              size="sm"
              variant="dot"
              color={STATUS_COLOR[status]}
              role="status"
              aria-label={t('chat.header.connection', { status: statusText })}
            >
              {statusText}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Group gap="sm">
        {onReadAloudChange && (
          <Switch
            label={t('chat.header.readAloud')}
            checked={readAloud}
            onChange={(event) => onReadAloudChange(event.currentTarget.checked)}
          />
        )}
        {flaggedCount !== null && (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={onOpenModeration}
          >
            {t('chat.header.moderation', { count: flaggedCount })}
          </Button>
        )}
      </Group>
    </Group>
  );
}
