import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isPositiveMoney, MPESA_CURRENCY, type GroupSavings } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../../api/get-crypto-networks';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';
import { MpesaPaymentStatus, useMpesaPush } from '../../mpesa';
import { DeclareFixedSaving } from './declare-fixed-saving';
import { DeclareFreeSaving } from './declare-free-saving';

/**
 * The reader's own side of the fund: what they saved, what is left of this cycle's fixed
 * saving, the most they may borrow once loans open (information only: no loan is asked here),
 * and the declaration of the cash they handed in, its push by M-Pesa where the server collects
 * through it and the group is in KES, or its payment in tokens where crypto is offered. A push is followed here, below the declaration, until it
 * is paid or failed (the saving it holds meanwhile takes the declaration's place).
 */
export function MySavingsPanel({
  groupId,
  data,
  userId,
}: {
  groupId: string;
  data: GroupSavings;
  userId: string;
}) {
  const { t } = useTranslation();
  const { rules, current_cycle: cycle } = data;
  const money = (amount: string) => formatMoney(amount, rules.currency);
  const pendingThisCycle = data.savings.find(
    (s) => s.user_id === userId && s.cycle_number === cycle && s.status === 'pending',
  );
  const push = useMpesaPush();
  const mpesaOffered = useMpesaAvailable() && rules.currency === MPESA_CURRENCY;
  // While a push is followed, it is the one to answer: no second push beside it.
  const mpesa = mpesaOffered && !push.paymentId ? push : null;
  // Offered as the contribution's "pay in crypto" is: unless the server has no network.
  const crypto = !useCryptoOffer().unavailable;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        {t('savings.mine.title')}
      </Title>
      {/* The fund's columns above, so that the figures line up. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('savings.mine.saved')} value={money(data.my_savings)} />
        {data.my_due_this_cycle !== null && (
          <Fact label={t('savings.mine.dueThisCycle')} value={money(data.my_due_this_cycle)} />
        )}
      </SimpleGrid>
      {isPositiveMoney(rules.loan_cap) && (
        <Text size="sm">
          {t('savings.mine.borrowingLimit', { amount: money(data.my_borrowing_limit) })}
        </Text>
      )}
      {rules.saving_kind === 'fixed' ? (
        <DeclareFixedSaving
          groupId={groupId}
          due={data.my_due_this_cycle ?? '0.00'}
          currency={rules.currency}
          cycle={cycle}
          pendingThisCycle={pendingThisCycle !== undefined}
          pendingBy={
            pendingThisCycle && pendingThisCycle.method !== 'cash' ? pendingThisCycle.method : null
          }
          mpesa={mpesa}
          crypto={crypto}
        />
      ) : (
        <DeclareFreeSaving
          groupId={groupId}
          minimum={rules.saving_amount}
          currency={rules.currency}
          mpesa={mpesa}
          crypto={crypto}
        />
      )}
      {push.paymentId && <MpesaPaymentStatus id={push.paymentId} onRetry={push.retry} />}
    </Stack>
  );
}
