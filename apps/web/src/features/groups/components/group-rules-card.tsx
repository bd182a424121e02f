import { useId, useState } from 'react';
import { Card, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { EditRulesModal } from './edit-rules-modal';
import { GroupRulesSummary, type RulesGroup } from './group-rules-summary';

/**
 * The group page's 'Règles du groupe', for everyone who sees the group; its admins change them
 * ('Modifier les règles'). A group kept from before the rules existed (the last-seen copy of
 * an older answer) shows no card until its answer is fetched again.
 */
export function GroupRulesCard({
  group,
}: {
  group: Omit<RulesGroup, 'rules'> &
    Pick<GroupDto, 'id' | 'my_relation'> & { rules?: RulesGroup['rules'] };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { rules } = group;
  if (!rules) return null;
  const shown = { ...group, rules };
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
      <GroupRulesSummary group={shown} />
      {group.my_relation === 'admin' && (
        <EditRulesModal group={shown} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
