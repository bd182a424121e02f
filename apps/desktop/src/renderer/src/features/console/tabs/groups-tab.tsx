import { ConsoleTable } from '../../../components/console-table';
import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { GROUP_STATUSES } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '../api/console-rows';
import { ExportButton } from '../components/export-button';
import { ListFooter } from '../components/list-footer';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useKeysetList } from '../hooks/use-keyset-list';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';

/** Every group: status, members out of the maximum, admin, contribution (server-side search). */
export function GroupsTab({ search, toast }: ConsoleTabProps) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<string>('all');
  const list = useKeysetList<GroupRow>(
    '/api/superadmin/groups',
    { status: status === 'all' ? undefined : status, q: search.trim() || undefined },
    () => toast({ kind: 'error', title: t('toasts.loadFailed') }),
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Select
          size="xs"
          w={180}
          label={t('groups.filter')}
          value={status}
          allowDeselect={false}
          onChange={(value) => value && setStatus(value)}
          data={[
            { value: 'all', label: t('groups.all') },
            ...GROUP_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
        <ExportButton source="groups" toast={toast} />
      </Group>
      <ConsoleTable
        label={t('tabs.groups')}
        minWidth={720}
        columns={[
          t('groups.columns.name'),
          t('groups.columns.status'),
          t('groups.columns.members'),
          t('groups.columns.admin'),
          t('groups.columns.contribution'),
          t('groups.columns.createdAt'),
        ]}
      >
        {list.items.map((group) => (
          <Table.Tr key={group.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {group.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={group.status} />
            </Table.Td>
            <Table.Td>
              {group.member_count} / {group.max_members}
            </Table.Td>
            <Table.Td>{group.admin_name}</Table.Td>
            <Table.Td>
              {formatMoney(group.contribution_amount, group.currency, i18n.language)}
            </Table.Td>
            <Table.Td>{formatDateTime(group.created_at, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </ConsoleTable>
      <ListFooter
        count={list.items.length}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={() => void list.loadMore()}
      />
    </Stack>
  );
}
