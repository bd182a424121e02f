import { ConsoleTable } from '../../../components/console-table';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActOnUser, type UserAction } from '../api/act-on-user';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { UserRow } from '../api/console-rows';
import {
  CriticalActionDialog,
  type CriticalAction,
} from '../../../components/critical-action-dialog';
import { ExportButton } from '../components/export-button';
import { ListFooter } from '../components/list-footer';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useKeysetList } from '../hooks/use-keyset-list';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { UserFormDialog } from './user-form-dialog';

/** The users filter: all, by status, or by role (support included). */
const FILTERS = [
  'all',
  'active',
  'suspended',
  'member',
  'admin',
  'super_admin',
  'support',
] as const;
type Filter = (typeof FILTERS)[number];

function filterQuery(filter: Filter): { status?: string; role?: string } {
  if (filter === 'all') return {};
  if (filter === 'active' || filter === 'suspended') return { status: filter };
  return { role: filter };
}

export function UsersTab({ operatorId, search, toast }: ConsoleTabProps & { operatorId: string }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const actOnUser = useActOnUser();
  const list = useKeysetList<UserRow>(
    '/api/superadmin/users',
    { ...filterQuery(filter), q: search.trim() || undefined },
    () => toast({ kind: 'error', title: t('toasts.loadFailed') }),
  );

  const act = async (user: UserRow, action: UserAction) => {
    const label = t(`users.actionNames.${action}`);
    try {
      const row = await actOnUser.mutateAsync({ id: user.id, action });
      list.replace(row);
      toast({ kind: 'success', title: t('toasts.userActionDone', { action: label }) });
    } catch (error) {
      toast({
        kind: 'error',
        title: t('toasts.userActionFailed', { action: label }),
        message: consoleErrorText(t, error, ''),
      });
    }
  };

  // Suspension and deletion wait for the critical-action dialog; activation runs at once.
  const ask = (user: UserRow, action: UserAction) => {
    if (action === 'activate') {
      void act(user, action);
      return;
    }
    setPending({
      title: t(`users.confirm.${action}Title`),
      message: t(`users.confirm.${action}Message`, { name: user.username || user.email }),
      confirmLabel: t(`users.actions.${action}`),
      run: () => act(user, action),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="xs" align="flex-end">
          <Select
            size="xs"
            w={180}
            label={t('users.filter')}
            value={filter}
            allowDeselect={false}
            onChange={(value) => value && setFilter(value as Filter)}
            data={FILTERS.map((value) => ({ value, label: t(`users.filters.${value}`) }))}
          />
          <Button
            size="xs"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            {t('users.create')}
          </Button>
        </Group>
        <ExportButton source="users" toast={toast} />
      </Group>
      <ConsoleTable
        label={t('tabs.users')}
        minWidth={760}
        columns={[
          t('users.columns.username'),
          t('users.columns.email'),
          t('users.columns.role'),
          t('users.columns.status'),
          t('users.columns.createdAt'),
          t('users.columns.actions'),
        ]}
      >
        {list.items.map((user) => {
          const self = user.id === operatorId;
          const superAdmin = user.role === 'super_admin';
          const deleted = user.status === 'deleted';
          return (
            <Table.Tr key={user.id}>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`roles.${user.role}`, { defaultValue: user.role })}</Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(user.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                {!self && !deleted && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('users.actions.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('users.actions.edit')} ${user.username}`}
                        onClick={() => setEditing(user)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {!superAdmin &&
                      (user.status === 'suspended' ? (
                        <Tooltip label={t('users.actions.activate')}>
                          <ActionIcon
                            variant="subtle"
                            color="teal"
                            aria-label={`${t('users.actions.activate')} ${user.username}`}
                            onClick={() => ask(user, 'activate')}
                          >
                            <IconPlayerPlay size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : (
                        <Tooltip label={t('users.actions.suspend')}>
                          <ActionIcon
                            variant="subtle"
                            color="orange"
                            aria-label={`${t('users.actions.suspend')} ${user.username}`}
                            onClick={() => ask(user, 'suspend')}
                          >
                            <IconPlayerPause size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ))}
                    {/* Super admins cannot be deleted from the list. */}
                    {!superAdmin && (
                      <Tooltip label={t('users.actions.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('users.actions.delete')} ${user.username}`}
                          onClick={() => ask(user, 'delete')}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ConsoleTable>
      <ListFooter
        count={list.items.length}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={() => void list.loadMore()}
      />
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
      {editing !== undefined && (
        <UserFormDialog
          user={editing}
          opened
          onClose={() => setEditing(undefined)}
          onSaved={(row, created) => {
            if (created) list.prepend(row);
            else list.replace(row);
            setEditing(undefined);
            toast({
              kind: 'success',
              title: created ? t('toasts.userCreated') : t('toasts.userSaved'),
            });
          }}
        />
      )}
    </Stack>
  );
}
