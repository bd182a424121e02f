import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { GroupRulesSummary } from './group-rules-summary';
import { GroupStatusBadges } from './group-status-badges';
import { JoinGroupButton } from './join-group-button';

/**
 * Explore's detail modal: description, members, contribution, admin name, the group's rules,
 * and the join button, enabled once the rules are accepted.
 */
export function GroupPreviewModal({
  group,
  onClose,
}: {
  group: GroupDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = group && (
    <Button variant="default" component={Link} to={`/groups/${group.id}`}>
      {t('groups.card.details')}
    </Button>
  );
  return (
    <Modal opened={group !== null} onClose={onClose} title={group?.name} centered>
      {group && (
        <Stack>
          <GroupStatusBadges group={group} />
          <Text size="sm">{group.description}</Text>
          <SimpleGrid cols={2}>
            <div>
              <Text size="xs" c="dimmed">
                {t('groups.card.members')}
              </Text>
              <Text fw={600}>
                {t('groups.card.membersValue', {
                  count: group.member_count,
                  max: group.max_members,
                })}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('groups.card.contribution')}
              </Text>
              <Text fw={600}>{formatMoney(group.contribution_amount, group.currency)}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('groups.explore.admin')}
              </Text>
              <Text fw={600}>{group.admin_name}</Text>
            </div>
          </SimpleGrid>
          {group.rules && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('groups.rules.title')}
              </Text>
              <GroupRulesSummary group={{ ...group, rules: group.rules }} compact />
            </Stack>
          )}
          {group.my_relation === null || group.my_relation === 'pending' ? (
            // Keyed by group: a box ticked for one group is not ticked for the next one opened.
            <JoinGroupButton
              key={group.id}
              group={group}
              onJoined={onClose}
              acceptance="inline"
              extraActions={details}
            />
          ) : (
            <Group justify="flex-end">{details}</Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
