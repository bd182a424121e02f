import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { MpesaFloatBalance } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../../../api/console-api';
import { ConsoleTable } from '../../../components/console-table';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { awaitingAnswer, useAskFloat, useFloat } from '../api/mpesa-float';

type Shortcode = MpesaFloatBalance['shortcodes'][number];

const unavailable = (error: unknown) =>
  error instanceof ConsoleApiError && error.code === 'MPESA_UNAVAILABLE';

/**
 * The platform's M-Pesa float: for the paybill and the B2C shortcode, each account Safaricom
 * answered to the last Account Balance query, with the time of that answer. The refresh button
 * asks Safaricom again, then follows the new queries until their answer arrives (the API reads
 * it from Daraja's callback a few seconds later). Where M-Pesa is not configured, nothing: the
 * section says so once.
 */
export function MpesaFloatPanel({ toast }: Pick<ConsoleTabProps, 'toast'>) {
  const { t } = useTranslation();
  const float = useFloat();
  const ask = useAskFloat();
  useFailureToast(
    unavailable(float.error) ? null : float.error,
    t('mpesa.float.loadFailed'),
    toast,
  );
  if (unavailable(float.error)) return null;

  const following = float.data?.shortcodes.some((s) => awaitingAnswer(s.last_query)) ?? false;
  const refresh = async () => {
    try {
      await ask.mutateAsync();
      toast({ kind: 'info', title: t('mpesa.float.asked') });
    } catch (error) {
      toast({
        kind: 'error',
        title: t('mpesa.float.askFailed'),
        message: consoleErrorText(t, error, t('mpesa.float.askFailed')),
      });
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={4}>{t('mpesa.float.title')}</Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={ask.isPending || following}
          onClick={() => void refresh()}
        >
          {t('mpesa.float.refresh')}
        </Button>
      </Group>
      {float.isPending && <Loader size="sm" aria-hidden />}
      {float.data?.shortcodes.map((shortcode) => (
        <ShortcodeFloat key={shortcode.shortcode} shortcode={shortcode} />
      ))}
    </Stack>
  );
}

function ShortcodeFloat({ shortcode }: { shortcode: Shortcode }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => formatDateTime(iso, i18n.language);
  const { latest, last_query: last } = shortcode;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {t('mpesa.float.shortcode', { shortcode: shortcode.shortcode })}
            <Text span size="sm" c="dimmed">
              {' · '}
              {shortcode.purposes.map((p) => t(`mpesa.float.purposes.${p}`)).join(' · ')}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {latest
              ? t('mpesa.float.answeredAt', { time: time(latest.answered_at) })
              : t('mpesa.float.never')}
          </Text>
        </Group>
        {last?.state === 'pending' &&
          (awaitingAnswer(last) ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('mpesa.float.waiting')}</Text>
            </Group>
          ) : (
            <Text size="sm" c="orange">
              {t('mpesa.float.noAnswer', { time: time(last.requested_at) })}
            </Text>
          ))}
        {last?.state === 'failed' && (
          <Alert color="red" variant="light" p="xs">
            {t('mpesa.float.failed', {
              time: time(last.requested_at),
              reason: failureText(t, last),
            })}
          </Alert>
        )}
        {latest && (
          <ConsoleTable
            label={t('mpesa.float.table', { shortcode: shortcode.shortcode })}
            minWidth={560}
            columns={[
              t('mpesa.float.columns.account'),
              t('mpesa.float.columns.available'),
              t('mpesa.float.columns.uncleared'),
              t('mpesa.float.columns.reserved'),
            ]}
          >
            {latest.accounts.map((account) => (
              <Table.Tr key={account.name}>
                <Table.Td>{account.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(account.available, account.currency, i18n.language)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {account.uncleared === null
                    ? '—'
                    : formatMoney(account.uncleared, account.currency, i18n.language)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {account.reserved === null
                    ? '—'
                    : formatMoney(account.reserved, account.currency, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </ConsoleTable>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Why a query failed: Safaricom's own words when it answered, or the API's refusal (its code,
 * in the operator's language) when Daraja never took the query.
 */
function failureText(
  t: (key: string) => string,
  query: NonNullable<Shortcode['last_query']>,
): string {
  const description = query.result_description ?? '';
  if (query.result_code === null && /^[A-Z_]+$/.test(description)) {
    const translated = t(`errors.${description}`);
    if (translated !== `errors.${description}`) return translated;
  }
  return description || (query.result_code ?? '');
}
