import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchGroups } from '../api/search-groups';
import { flattenPages } from '../api/paging';
import { formatMoney } from '../../../lib/format';
import { JoinGroupButton } from './join-group-button';
import { LoadMoreButton } from './load-more-button';
import { ErrorAlert } from '../../../components/error-alert';

/** Search groups by name, description or id (GET /api/groups/search). */
export function GroupSearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const search = useSearchGroups(q);
  const groups = flattenPages(search.data);

  return (
    <Modal opened={opened} onClose={onClose} title={t('groups.search.title')} centered size="lg">
      <Stack>
        <TextInput
          label={t('groups.search.label')}
          value={text}
          data-autofocus
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
        {search.isError && (
          <ErrorAlert error={search.error} texts={{ fallback: 'groups.search.failed' }} />
        )}
        {q.trim() !== '' && search.isSuccess && groups.length === 0 && (
          <Text c="dimmed">{t('groups.search.empty')}</Text>
        )}
        {groups.map((group) => (
          <Group key={group.id} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{group.name}</Text>
              <Text size="xs" c="dimmed">
                {t('groups.card.membersValue', {
                  count: group.member_count,
                  max: group.max_members,
                })}{' '}
                · {formatMoney(group.contribution_amount, group.currency)}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/groups/${group.id}`}
                onClick={onClose}
              >
                {t('groups.card.details')}
              </Button>
              {(group.my_relation === null || group.my_relation === 'pending') && (
                <JoinGroupButton group={group} failureKey="groups.search.failed" />
              )}
            </Group>
          </Group>
        ))}
        <LoadMoreButton query={search} />
      </Stack>
    </Modal>
  );
}
