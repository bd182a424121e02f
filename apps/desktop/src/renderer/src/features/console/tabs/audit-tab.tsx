import { ConsoleTable } from '../../../components/console-table';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconLinkOff, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditVerification } from '../api/verify-audit';
import { consoleErrorText } from '../../../lib/console-error-text';
import { AUDIT_CATEGORIES, type AuditRow } from '../api/console-rows';
import { ExportButton } from '../components/export-button';
import { ListFooter } from '../components/list-footer';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useKeysetList } from '../hooks/use-keyset-list';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';

/**
 * The audit trail: every admin action the server recorded, filtered by category and searched
 * on the server; the chain check (GET /audit/verify) names the first entry changed or removed.
 * Support operators see this tab and its export only.
 */
export function AuditTab({ search, toast }: ConsoleTabProps) {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<string>('all');
  const check = useAuditVerification();
  // A failed check shows no earlier answer: the toast says it failed.
  const verification = check.isError ? null : (check.data ?? null);
  const list = useKeysetList<AuditRow>(
    '/api/superadmin/audit',
    { category: category === 'all' ? undefined : category, q: search.trim() || undefined },
    () => toast({ kind: 'error', title: t('toasts.loadFailed') }),
  );

  const verify = async () => {
    const { error } = await check.refetch();
    if (error)
      toast({
        kind: 'error',
        title: t('audit.verifyFailed'),
        message: consoleErrorText(t, error, ''),
      });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="xs" align="flex-end">
          <Select
            size="xs"
            w={220}
            label={t('audit.category')}
            value={category}
            allowDeselect={false}
            onChange={(value) => value && setCategory(value)}
            data={[
              { value: 'all', label: t('audit.allCategories') },
              ...AUDIT_CATEGORIES.map((value) => ({
                value,
                label: t(`audit.categories.${value}`),
              })),
            ]}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={check.isFetching}
            onClick={() => void verify()}
          >
            {t('audit.verify')}
          </Button>
        </Group>
        <ExportButton source="audit" toast={toast} />
      </Group>
      {verification &&
        (verification.ok ? (
          <Alert color="teal" icon={<IconShieldCheck aria-hidden />} title={t('audit.chainOk')}>
            {t('audit.chainOkDetail', {
              checked: formatNumber(verification.checked, i18n.language),
            })}
          </Alert>
        ) : (
          <Alert color="red" icon={<IconLinkOff aria-hidden />} title={t('audit.chainBroken')}>
            {t('audit.chainBrokenDetail', {
              position: verification.firstBroken?.position ?? '?',
              id: verification.firstBroken?.id ?? '?',
              reason: verification.firstBroken
                ? t(`audit.chainBreaks.${verification.firstBroken.reason}`)
                : '',
            })}
          </Alert>
        ))}
      <ConsoleTable
        label={t('tabs.audit')}
        minWidth={820}
        columns={[
          t('audit.columns.time'),
          t('audit.columns.admin'),
          t('audit.columns.action'),
          t('audit.columns.category'),
          t('audit.columns.details'),
          t('audit.columns.address'),
        ]}
      >
        {list.items.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.timestamp, i18n.language)}
            </Table.Td>
            <Table.Td>{entry.admin_name}</Table.Td>
            <Table.Td>
              {/* The server's actions have a label; a console event keeps its own words. */}
              <Text size="sm">
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </Text>
            </Table.Td>
            <Table.Td>
              {t(`audit.categories.${entry.category}`, { defaultValue: entry.category })}
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {entry.details}
              </Text>
            </Table.Td>
            <Table.Td>{entry.ip_address ?? '—'}</Table.Td>
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
