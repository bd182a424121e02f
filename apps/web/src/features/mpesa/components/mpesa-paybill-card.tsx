import { useId } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';
import { MPESA_CURRENCY, type GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { Fact } from '../../../components/fact';
import { useMpesaAccount } from '../api/get-mpesa-account';

/** `123456789` → `123 456 789`: read back and typed in three groups. */
function grouped(reference: string): string {
  return reference.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/**
 * What a member types in the M-Pesa menu (Lipa na M-Pesa › Pay Bill) to pay this group: the
 * platform's paybill and their own account number, which Safaricom's confirmation is matched by.
 * Shown for groups in Kenyan shillings where the server collects through M-Pesa.
 */
export function MpesaPaybillCard({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const titleId = useId();
  const available = useMpesaAvailable();
  const account = useMpesaAccount(group.id, available && group.currency === MPESA_CURRENCY);
  if (!account.data) return null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" mb="xs" id={titleId}>
        {t('memberPages.mpesa.paybill.title')}
      </Title>
      <Group gap="xl" mb="xs">
        <Fact label={t('memberPages.mpesa.paybill.number')} value={account.data.paybill} />
        <Fact
          label={t('memberPages.mpesa.paybill.account')}
          value={
            <span data-testid="mpesa-account-reference">
              {grouped(account.data.account_reference)}
            </span>
          }
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('memberPages.mpesa.paybill.how')}
      </Text>
    </Card>
  );
}
