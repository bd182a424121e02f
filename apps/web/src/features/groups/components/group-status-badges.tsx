import { Badge, Group } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { BADGE_COLORS, groupBadge } from '../utils/group-status';

/** The status badge, plus the Admin badge for the group's admins. */
export function GroupStatusBadges({ group }: { group: GroupDto }) {
  const { t } = useTranslation();
  const badge = groupBadge(group);
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge color={BADGE_COLORS[badge]} variant="light">
        {t(`groups.status.${badge}`)}
      </Badge>
      {group.my_relation === 'admin' && (
        <Badge color="grape" variant="filled">
          {t('groups.status.admin')}
        </Badge>
      )}
    </Group>
  );
}
