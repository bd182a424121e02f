import { Text } from '@mantine/core';
import { moneySum } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useGroupFines } from '../api/get-group-fines';

/**
 * "Mon statut"'s line on the reader's own fines still to settle (unpaid, or paid and waiting
 * for validation), from the fines the group page reads anyway; nothing when there are none.
 */
export function MyFinesFact({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const { data } = useGroupFines(groupId);
  const mine = (data?.fines ?? []).filter(
    (f) => f.user_id === userId && (f.status === 'unpaid' || f.status === 'pending'),
  );
  if (!data || mine.length === 0) return null;
  return (
    <Fact
      label={t('fines.myOutstanding', { count: mine.length })}
      value={
        <Text component="span" fw={600} c="red.8">
          {formatMoney(moneySum(mine.map((f) => f.amount)), data.fund.currency)}
        </Text>
      }
    />
  );
}
