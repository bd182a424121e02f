import { useId, useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { GroupDetailDto, GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { EditRulesModal } from './edit-rules-modal';
import { GroupRulesSummary, pendingFromCycle, type RulesGroup } from './group-rules-summary';

/**
 * The group page's 'Règles du groupe', for everyone who sees the group; its admins change them
 * ('Modifier les règles'). While a change waits for a later cycle, the card shows first the
 * rules the cycle under way keeps, then the new ones with the cycle they start from. A group
 * kept from before the rules existed (the last-seen copy of an older answer) shows no card until
 * its answer is fetched again.
 */
export function GroupRulesCard({
  group,
}: {
  group: Omit<RulesGroup, 'rules'> &
    Pick<GroupDto, 'id' | 'my_relation'> & {
      rules?: RulesGroup['rules'];
      rules_in_force?: GroupDetailDto['rules_in_force'];
    };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { rules } = group;
  if (!rules) return null;
  const shown = { ...group, rules };
  const nextFrom = pendingFromCycle(shown);
  const inForce = nextFrom !== null ? group.rules_in_force : undefined;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('groups.rules.title')}
        </Title>
        {group.my_relation === 'admin' && (
          <WriteButton
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('groups.rules.edit')}
          </WriteButton>
        )}
      </Group>
      {inForce ? (
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed" mb={6}>
              {t('groups.rules.inForce')}
            </Text>
            <GroupRulesSummary group={{ ...group, rules: inForce }} />
          </div>
          <div>
            <Text size="sm" fw={600} c="orange.8" mb={6}>
              {t('groups.rules.nextRules', { cycle: nextFrom })}
            </Text>
            <GroupRulesSummary group={shown} compact withPending={false} />
          </div>
        </Stack>
      ) : (
        <GroupRulesSummary group={shown} />
      )}
      {group.my_relation === 'admin' && (
        <EditRulesModal group={shown} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
