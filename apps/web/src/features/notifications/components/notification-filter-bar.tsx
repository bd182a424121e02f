import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '../utils/filters';

interface NotificationFilterBarProps {
  value: NotificationFilter;
  onChange: (value: NotificationFilter) => void;
  counts: Record<NotificationFilter, number>;
}

/**
 * The notifications' filters with their counts. Chips that wrap onto a second line on a phone:
 * a five-segment control was wider than 390 px and scrolled sideways out of view.
 */
export function NotificationFilterBar({ value, onChange, counts }: NotificationFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Chip.Group value={value} onChange={(next) => onChange(next as NotificationFilter)}>
      <Group gap="xs" role="radiogroup" aria-label={t('shell.notificationFilters')}>
        {NOTIFICATION_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} size="sm" variant="outline">
            {`${t(`notifications.filters.${filter}`)} (${counts[filter]})`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
