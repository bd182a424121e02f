import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { badgeLabel } from '../utils/filters';

/** The header bell: the unread count (capped at 99+), linking to the notifications screen. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = (useNotifications().data ?? []).filter((item) => !item.is_read).length;
  return (
    <Indicator
      label={badgeLabel(unread)}
      disabled={unread === 0}
      size={18}
      color="red"
      offset={4}
      data-testid="notification-badge"
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        size="lg"
        aria-label={t('notifications.bell', { count: unread })}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
