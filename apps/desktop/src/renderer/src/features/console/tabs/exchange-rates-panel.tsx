import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { messages, RATE_CURRENCIES, setExchangeRateSchema } from '@tontine/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorText } from '../../../lib/console-error-text';
import { ConsoleTable } from '../../../components/console-table';
import { formatDateTime } from '../../../lib/format';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useRates } from '../api/get-rates';
import { useSetRate } from '../api/set-rate';

// The API's own schema: its errors are message keys, translated below.
const validate = schemaResolver(setExchangeRateSchema, { sync: true });

/**
 * The rate table super admins keep: a currency without their rate gets no quote, the server never
 * makes one up (decision 0025). The current rate of each currency with its date and who set it,
 * and a form for a new one. Earlier rates stay in the server's history; the payments keep the
 * rate they were quoted at.
 */
export function ExchangeRatesPanel({ toast }: Pick<ConsoleTabProps, 'toast'>) {
  const { t, i18n } = useTranslation();
  const ratesQuery = useRates();
  const rates = ratesQuery.isError ? [] : (ratesQuery.data ?? null);
  useFailureToast(ratesQuery.error, t('rates.loadFailed'), toast);
  const setRate = useSetRate();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currency: 'KES', units_per_usd: '' },
    validate,
  });
  const translateError = (error: ReactNode) =>
    typeof error === 'string' && error in messages
      ? error === 'invalidValue'
        ? t('rates.invalidUnits')
        : t(`messages.${error}`)
      : error;

  const submit = form.onSubmit(async (values) => {
    const body = setExchangeRateSchema.parse(values);
    setSaving(true);
    try {
      const saved = await setRate.mutateAsync(body);
      toast({
        kind: 'success',
        title: t('rates.saved', { currency: saved.currency, units: saved.units_per_usd }),
      });
      form.setFieldValue('units_per_usd', '');
    } catch (error) {
      toast({
        kind: 'error',
        title: t('rates.saveFailed'),
        message: consoleErrorText(t, error, ''),
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="md">
      <Title order={4}>{t('rates.title')}</Title>
      {rates !== null && rates.length === 0 && (
        <Alert color="orange" variant="light">
          {t('rates.empty')}
        </Alert>
      )}
      <ConsoleTable
        label={t('rates.title')}
        minWidth={560}
        columns={[
          t('rates.columns.currency'),
          t('rates.columns.unitsPerUsd'),
          t('rates.columns.setAt'),
          t('rates.columns.setBy'),
        ]}
      >
        {(rates ?? []).map((rate) => (
          <Table.Tr key={rate.currency}>
            <Table.Td>{rate.currency}</Table.Td>
            <Table.Td ff="monospace">{rate.units_per_usd}</Table.Td>
            <Table.Td>{formatDateTime(rate.set_at, i18n.language)}</Table.Td>
            <Table.Td>{rate.set_by_name ?? t('rates.unknownAdmin')}</Table.Td>
          </Table.Tr>
        ))}
      </ConsoleTable>
      <Text size="xs" c="dimmed">
        {t('rates.usdNote')}
      </Text>
      <Card withBorder padding="md">
        <form onSubmit={submit} noValidate aria-label={t('rates.formTitle')}>
          <Stack gap="sm">
            <Title order={5}>{t('rates.formTitle')}</Title>
            <Group align="flex-start" gap="sm">
              <Select
                {...form.getInputProps('currency')}
                key={form.key('currency')}
                label={t('rates.currency')}
                data={[...RATE_CURRENCIES]}
                allowDeselect={false}
                w={140}
                required
              />
              <TextInput
                {...form.getInputProps('units_per_usd')}
                key={form.key('units_per_usd')}
                error={translateError(form.errors.units_per_usd)}
                label={t('rates.unitsPerUsd')}
                description={t('rates.unitsHint')}
                inputMode="decimal"
                w={280}
                required
              />
            </Group>
            <Group>
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('rates.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
