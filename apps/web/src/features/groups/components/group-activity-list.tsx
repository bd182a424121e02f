import type { ComponentType } from 'react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFlag,
  IconUserCheck,
  IconUserMinus,
  IconUserPlus,
  IconUserX,
  type IconProps,
} from '@tabler/icons-react';
import type { GroupActivityDto, GroupActivityType } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useGroupActivity } from '../api/get-group-activity';
import { formatDate } from '../../../lib/format';
import { relativeTime } from '../../../lib/relative-time';
import { QueryResult } from '../../../components/query-result';

const ICONS: Record<GroupActivityType, { icon: ComponentType<IconProps>; color: string }> = {
  group_created: { icon: IconFlag, color: 'teal' },
  member_joined: { icon: IconUserPlus, color: 'blue' },
  request_accepted: { icon: IconUserCheck, color: 'green' },
  request_rejected: { icon: IconUserX, color: 'orange' },
  member_excluded: { icon: IconUserMinus, color: 'red' },
};

/** Newest first, whatever order the lines came in (ISO timestamps sort as text). */
function newestFirst(items: GroupActivityDto[]): GroupActivityDto[] {
  return [...items].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The lines of a group's activity feed: an icon, a sentence and how long ago, per line. */
export function GroupActivityList({
  items,
  now = Date.now(),
}: {
  items: GroupActivityDto[];
  now?: number;
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {t('groups.activity.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {newestFirst(items).map((item, index) => {
        const { icon: Icon, color } = ICONS[item.type];
        const when = relativeTime(item.at, now);
        return (
          <Group
            component="li"
            key={`${item.type}-${item.user_id}-${item.at}-${index}`}
            wrap="nowrap"
          >
            <ThemeIcon variant="light" color={color} radius="xl" size="lg">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="sm">
                {t(`groups.activity.types.${item.type}`, {
                  name: item.user_name || t('groups.activity.someone'),
                })}
              </Text>
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={item.at}
                title={formatDate(item.at)}
              >
                {when.kind === 'now' ? t('groups.activity.justNow') : when.text}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The 'Activité' tab of a group: its feed, loaded when the tab is shown. */
export function GroupActivityPanel({ groupId }: { groupId: string }) {
  const query = useGroupActivity(groupId);
  return (
    <QueryResult query={query} loader="regular">
      {(items) => <GroupActivityList items={items} />}
    </QueryResult>
  );
}
