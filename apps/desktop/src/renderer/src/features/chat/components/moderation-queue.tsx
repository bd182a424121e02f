import { formatDateTime } from '../../../lib/format';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FlaggedChatMessageDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** The reported messages of every group, each with Delete and Ignore. */
export function ModerationQueue({
  items,
  hasMore,
  onMore,
  onDelete,
  onIgnore,
  onOpen,
}: {
  items: FlaggedChatMessageDto[];
  hasMore: boolean;
  onMore: () => void;
  onDelete: (item: FlaggedChatMessageDto) => void;
  onIgnore: (item: FlaggedChatMessageDto) => void;
  onOpen: (item: FlaggedChatMessageDto) => void;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{t('chatTab.queue.empty')}</Text>;
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Paper key={item.id} withBorder p="xs" radius="md" data-testid="flagged-message">
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Text size="sm" fw={600}>
                {t('chatTab.senderInGroup', { sender: item.sender_name, group: item.group_name })}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.timestamp, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.message}
            </Text>
            <Text size="xs" c="red">
              {t('chatTab.flags', {
                count: item.flag_count,
                reasons: item.flag_reasons.join(', '),
              })}
            </Text>
            <Group gap="xs">
              <Button size="compact-xs" color="red" onClick={() => onDelete(item)}>
                {t('chatTab.delete')}
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => onIgnore(item)}>
                {t('chatTab.queue.ignore')}
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => onOpen(item)}>
                {t('chatTab.queue.open')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {hasMore && (
        <Button variant="subtle" onClick={onMore}>
          {t('chatTab.queue.more')}
        </Button>
      )}
    </Stack>
  );
}
