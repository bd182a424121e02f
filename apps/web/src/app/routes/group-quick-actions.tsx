import { useId, type ReactNode } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconMessages, IconPhone } from '@tabler/icons-react';
import {
  isPaymentAvailable,
  isPositiveMoney,
  moneyOwed,
  moneySum,
  type GroupDetailDto,
} from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../api/get-crypto-networks';
import { useGroupRotation } from '../../api/get-group-rotation';
import { JoinChatButton } from '../../features/chat';
import { MakePaymentButton, adminPhoneOf } from '../../features/groups';
import { useSession } from '../../lib/session';

/** What counts against the cycle's due: approved, and what already awaits validation. */
function owedBasis(line: { approved: string; pending: string }): string {
  return moneySum([line.approved, line.pending]);
}

/** A disabled action with the reason under it, read with the button. */
function Blocked({ icon, label, reason }: { icon: ReactNode; label: string; reason: string }) {
  const id = useId();
  return (
    <div>
      <Button fullWidth disabled leftSection={icon} aria-describedby={id}>
        {label}
      </Button>
      <Text id={id} size="xs" c="dimmed" mt={4}>
        {reason}
      </Text>
    </div>
  );
}

/**
 * The group page's Quick Actions card: Make Payment, Pay with Crypto, Join Chat, Call
 * Admin. Each one the member cannot use is disabled with its reason, mirroring what the API
 * refuses: payments and chat are for members of a group that takes them, a cycle paid in full
 * takes no more, and the admin's phone is given to members only.
 */
export function GroupQuickActions({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const isMember = group.my_relation === 'admin' || group.my_relation === 'member';
  const rotation = useGroupRotation(group.id, isMember);
  const current = rotation.data?.cycles.find((c) => c.cycle_number === rotation.data.current_cycle);
  const mine = current?.members.find((m) => m.user_id === userId);
  const phone = isMember ? adminPhoneOf(group) : null;
  const cryptoOffer = useCryptoOffer();

  let payReason: string | null = null;
  if (!isMember) payReason = t('groups.payments.reasonMember');
  else if (group.status === 'closed' || group.status === 'completed') {
    payReason = t('groups.payments.reasonClosed');
  } else if (!isPaymentAvailable(group)) payReason = t('groups.payments.reasonUnavailable');
  else if (mine?.state === 'paid') payReason = t('memberPages.quickActions.cyclePaid');
  else if (mine && !isPositiveMoney(moneyOwed(group.contribution_amount, owedBasis(mine)))) {
    // Recorded cash or a transfer awaiting validation already covers the cycle.
    payReason = t('groups.payments.reasonPending');
  } else if (mine?.state === 'not_owed') payReason = t('rotation.memberStates.state.not_owed');

  let chatReason: string | null = null;
  if (!isMember) chatReason = t('chat.join.membersOnly');
  else if (group.chat_enabled === false) chatReason = t('chat.join.disabled');
  else if (group.status === 'closed' || group.status === 'suspended') {
    chatReason = t('chat.join.closed');
  }

  const payIcon = <IconCash size={16} aria-hidden />;
  const cryptoIcon = <IconCurrencyBitcoin size={16} aria-hidden />;
  const chatIcon = <IconMessages size={16} aria-hidden />;
  const phoneIcon = <IconPhone size={16} aria-hidden />;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} fz="h5" id="quick-actions-title" mb="sm">
        {t('memberPages.quickActions.title')}
      </Title>
      <Stack gap="xs">
        {payReason ? (
          <Blocked icon={payIcon} label={t('groups.payments.makePayment')} reason={payReason} />
        ) : (
          <MakePaymentButton
            group={group}
            owed={moneyOwed(group.contribution_amount, mine ? owedBasis(mine) : '0')}
          />
        )}
        {payReason || cryptoOffer.unavailable ? (
          <Blocked
            icon={cryptoIcon}
            label={t('groups.payments.payWithCrypto')}
            reason={payReason ?? t('errors.CRYPTO_SERVICE_UNAVAILABLE')}
          />
        ) : (
          <Button
            variant="light"
            component={Link}
            to={`/crypto-pay/${encodeURIComponent(group.id)}`}
            leftSection={cryptoIcon}
          >
            {t('groups.payments.payWithCrypto')}
          </Button>
        )}
        {chatReason ? (
          <Blocked icon={chatIcon} label={t('chat.join.button')} reason={chatReason} />
        ) : (
          <JoinChatButton group={group} />
        )}
        {phone ? (
          <Button variant="default" component="a" href={`tel:${phone}`} leftSection={phoneIcon}>
            {t('groups.detail.callAdmin')}
          </Button>
        ) : (
          <Blocked
            icon={phoneIcon}
            label={t('groups.detail.callAdmin')}
            reason={
              isMember ? t('groups.detail.noPhone') : t('memberPages.quickActions.membersOnly')
            }
          />
        )}
      </Stack>
    </Card>
  );
}
