import { Badge, Checkbox, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import type { NotificationDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { JoinWithCodeButton } from '../../../components/join-with-code-button';
import { relativeTime } from '../../../lib/relative-time';
import { notificationAppearance } from '../utils/appearance';
import { notificationText } from '../utils/notification-text';
import { WriteActionIcon } from '../../../components/offline-writes';

interface NotificationItemProps {
  item: NotificationDto;
  selected: boolean;
  onToggle: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
  busy: boolean;
  now?: number;
}

export function NotificationItem({
  item,
  selected,
  onToggle,
  onMarkRead,
  onDelete,
  busy,
  now,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const { icon: Icon, color } = notificationAppearance(item);
  const { title, message } = notificationText(item, t);
  const when = relativeTime(item.created_at, now);
  const code = item.type === 'group_join_approved' ? item.data?.invitation_code : undefined;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      bg={item.is_read ? undefined : 'var(--mantine-color-blue-light)'}
      aria-label={title}
      data-read={item.is_read}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        {/* The label is the checkbox's tap target: 44 px on a phone (app/tap-targets.css). */}
        <label className="tap-area">
          <Checkbox
            checked={selected}
            onChange={onToggle}
            aria-label={t('notifications.select', { title })}
          />
        </label>
        <ThemeIcon variant="light" color={color} radius="xl" size="lg">
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={item.is_read ? 500 : 700}>{title}</Text>
            {!item.is_read && (
              <Badge size="xs" color={color}>
                {t('notifications.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{message}</Text>
          <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
            {when.kind === 'now' ? t('notifications.justNow') : when.text}
          </Text>
          {code && (
            <Group mt="xs">
              <JoinWithCodeButton
                code={code}
                label={t('notifications.join')}
                joined={t('notifications.joined')}
                failure={{ fallback: 'notifications.joinFailed' }}
                disabledOnceJoined
              />
            </Group>
          )}
        </div>
        <Group gap={0} wrap="nowrap">
          {!item.is_read && (
            <WriteActionIcon
              className="tap-target"
              variant="subtle"
              onClick={onMarkRead}
              disabled={busy}
              aria-label={t('notifications.markOneRead', { title })}
            >
              <IconCheck size={18} aria-hidden />
            </WriteActionIcon>
          )}
          <WriteActionIcon
            className="tap-target"
            variant="subtle"
            color="red"
            onClick={onDelete}
            disabled={busy}
            aria-label={t('notifications.deleteOne', { title })}
          >
            <IconTrash size={18} aria-hidden />
          </WriteActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
