import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobile, IconDownload } from '@tabler/icons-react';
import {
  cashRecordQuerySchema,
  isPaymentAvailable,
  isPositiveMoney,
  type ContributionStatus,
  type CyclePaymentState,
  type GroupDetailDto,
  type RotationDto,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { describeError } from '../../../lib/describe-error';
import { useDownloadGroupStatement } from '../api/download-group-statement';
import { useGroupContributions } from '../../../api/get-group-contributions';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { useRecordCashPayment } from '../api/record-cash-payment';
import { formatDate, formatMoney } from '../../../lib/format';

const STATE_COLORS: Record<CyclePaymentState, string> = {
  paid: 'teal',
  pending: 'yellow',
  due: 'blue',
  overdue: 'red',
  not_owed: 'gray',
};

const STATUS_COLORS: Record<ContributionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** A decimal string ('5000.5') in cents, exactly. */
function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole.toString()}.${fraction}`;
}

/** What I still owe this cycle: the contribution less my approved total, never below 0. */
export function remainingThisCycle(contribution: string, approved: string): string {
  const rest = toCents(contribution) - toCents(approved);
  return fromCents(rest > 0n ? rest : 0n);
}

/** My line of the current cycle, my place in the queue and my turn. */
export function myRotationStatus(rotation: RotationDto, userId: string) {
  const current = rotation.cycles.find((c) => c.cycle_number === rotation.current_cycle);
  const mine = current?.members.find((m) => m.user_id === userId);
  const queued = rotation.queue.find((q) => q.user_id === userId);
  const turn = rotation.cycles.find((c) => c.beneficiary_id === userId);
  return {
    state: mine?.state ?? null,
    approved: mine?.approved ?? '0.00',
    position: queued?.position ?? null,
    turn: turn ?? null,
    isMyTurn: current?.beneficiary_id === userId,
  };
}

/** The §5 checks in order: the first that fails is the reason, else null. */
export function paymentBlockReason(
  group: GroupDetailDto,
  signedIn: boolean,
  t: TFunction,
): string | null {
  if (!signedIn) return t('groups.payments.reasonLogin');
  if (group.my_relation !== 'member' && group.my_relation !== 'admin') {
    return t('groups.payments.reasonMember');
  }
  if (!isPositiveMoney(group.contribution_amount)) return t('groups.payments.reasonAmount');
  if (group.status === 'closed' || group.status === 'completed') {
    return t('groups.payments.reasonClosed');
  }
  if (!isPaymentAvailable(group)) return t('groups.payments.reasonUnavailable');
  return null;
}

function MethodOption({
  icon,
  label,
  hint,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={disabled}
      aria-disabled={disabled}
      style={{ opacity: disabled ? 0.55 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <Card withBorder radius="md" p="sm">
        <Group wrap="nowrap">
          {icon}
          <div>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The cash confirmation: one Idempotency-Key per opening, so a retried click records once. */
export function CashPaymentModal({
  group,
  owed,
  opened,
  onClose,
}: {
  group: GroupDetailDto;
  owed: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordCashPayment();
  const [amount, setAmount] = useState(owed);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [invalid, setInvalid] = useState(false);

  function submit() {
    const parsed = cashRecordQuerySchema.shape.amount.safeParse(amount);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    record.mutate(
      { groupId: group.id, amount: parsed.data, currency: group.currency, idempotencyKey },
      {
        onSuccess: () => {
          notifySuccess({ message: t('groups.payments.success') });
          onClose();
        },
        onError: (error) => notifyError({ message: describeError(error, t) }),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('groups.payments.confirmTitle')}>
      <Stack>
        <TextInput
          label={t('groups.payments.amount', { currency: group.currency })}
          value={amount}
          inputMode="decimal"
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={invalid ? t('groups.payments.amountInvalid') : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('groups.payments.cancel')}
          </Button>
          <Button loading={record.isPending} onClick={submit}>
            {t('groups.payments.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 'Make Payment': the §5 checks, the method choice, then the cash confirmation. */
export function MakePaymentButton({ group, owed }: { group: GroupDetailDto; owed: string }) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [choosing, setChoosing] = useState(false);
  const [cashOpen, setCashOpen] = useState(false);
  /** A new dialog (and so a new Idempotency-Key) each time the confirmation opens. */
  const [dialogId, setDialogId] = useState(0);

  function start() {
    const reason = paymentBlockReason(group, Boolean(user), t);
    if (reason) {
      notifyError({ message: t('groups.payments.cannotPay', { reason }) });
      return;
    }
    setChoosing(true);
  }

  return (
    <>
      <Button disabled={!isPaymentAvailable(group)} onClick={start}>
        {t('groups.payments.makePayment')}
      </Button>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={t('groups.payments.chooseMethod')}
      >
        <Stack>
          <MethodOption
            icon={<IconCash aria-hidden />}
            label={t('groups.payments.cash')}
            hint={t('groups.payments.cashHint')}
            onClick={() => {
              setChoosing(false);
              setDialogId((n) => n + 1);
              setCashOpen(true);
            }}
          />
          <MethodOption
            icon={<IconCurrencyBitcoin aria-hidden />}
            label={t('groups.payments.crypto', { tokens: 'Bitcoin, USDT, USDC' })}
            hint={t('groups.payments.cryptoLater')}
            disabled
          />
          <MethodOption
            icon={<IconDeviceMobile aria-hidden />}
            label={t('groups.payments.mobileMoney')}
            hint={t('groups.payments.mobileMoneyUnavailable')}
            disabled
          />
        </Stack>
      </Modal>
      {cashOpen && (
        <CashPaymentModal
          key={dialogId}
          group={group}
          owed={owed}
          opened={cashOpen}
          onClose={() => setCashOpen(false)}
        />
      )}
    </>
  );
}

/** 'My Status': my approved total this cycle, my place in the queue and my turn. */
export function MyStatusCard({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const rotation = useGroupRotation(group.id);

  return (
    <Card withBorder radius="md">
      <Title order={3} fz="h5" mb="sm">
        {t('groups.payments.myStatus')}
      </Title>
      {rotation.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : rotation.isError ? (
        <Alert color="red" role="alert">
          {describeError(rotation.error, t)}
        </Alert>
      ) : (
        <MyStatusBody group={group} rotation={rotation.data} userId={userId} />
      )}
    </Card>
  );
}

function MyStatusBody({
  group,
  rotation,
  userId,
}: {
  group: GroupDetailDto;
  rotation: RotationDto;
  userId: string;
}) {
  const { t } = useTranslation();
  const status = myRotationStatus(rotation, userId);
  const owed = remainingThisCycle(group.contribution_amount, status.approved);
  return (
    <Stack gap="xs">
      <div>
        <Text size="xs" c="dimmed">
          {t('groups.payments.myContributions', { cycle: rotation.current_cycle })}
        </Text>
        <Text fw={600}>
          {t('groups.payments.contributedOf', {
            paid: formatMoney(status.approved, group.currency),
            due: formatMoney(group.contribution_amount, group.currency),
          })}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('groups.payments.position')}
        </Text>
        <Text fw={600}>
          {status.position === null
            ? t('groups.payments.notInQueue')
            : t('groups.payments.positionValue', {
                position: status.position,
                total: rotation.queue.length,
              })}
        </Text>
      </div>
      {status.isMyTurn ? (
        <Badge color="teal" size="lg">
          {t('groups.payments.yourTurn')}
        </Badge>
      ) : (
        status.turn && (
          <div>
            <Text size="xs" c="dimmed">
              {t('groups.payments.nextTurn')}
            </Text>
            <Text fw={600}>
              {t('groups.payments.nextTurnValue', {
                cycle: status.turn.cycle_number,
                date: formatDate(status.turn.due_date),
              })}
            </Text>
          </div>
        )
      )}
      <Group>
        <MakePaymentButton group={group} owed={owed} />
      </Group>
    </Stack>
  );
}

/** 'Télécharger mon relevé': my CSV statement for this group, or a toast saying why not. */
export function DownloadStatementButton({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const download = useDownloadGroupStatement();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(group, {
          onError: (error) =>
            notifyError({
              title: t('dashboard.statement.failed'),
              message: describeError(error, t),
            }),
        })
      }
    >
      {t('dashboard.statement.download')}
    </Button>
  );
}

/** The 'Paiements' tab: my state this cycle, my contributions, newest first, and my statement. */
export function PaymentsPanel({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const rotation = useGroupRotation(group.id);
  const contributions = useGroupContributions(group.id);

  if (rotation.isPending || contributions.isPending) {
    return <Loader size="sm" aria-label={t('app.loading')} />;
  }
  const error = rotation.error ?? contributions.error;
  if (error || !rotation.data || !contributions.data) {
    return (
      <Alert color="red" role="alert">
        {describeError(error, t)}
      </Alert>
    );
  }
  const status = myRotationStatus(rotation.data, userId);
  const owed = remainingThisCycle(group.contribution_amount, status.approved);
  const mine = contributions.data.filter((c) => c.user_id === userId);

  return (
    <Stack>
      <Card withBorder radius="md">
        <Group justify="space-between">
          <div>
            <Text size="xs" c="dimmed">
              {t('groups.payments.cycleStatus', { cycle: rotation.data.current_cycle })}
            </Text>
            {status.state && (
              <Badge color={STATE_COLORS[status.state]}>
                {t(`groups.payments.state.${status.state}`)}
              </Badge>
            )}
          </div>
          <MakePaymentButton group={group} owed={owed} />
        </Group>
      </Card>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="h5">
            {t('groups.payments.history')}
          </Title>
          <DownloadStatementButton group={group} />
        </Group>
        {mine.length === 0 ? (
          <Text c="dimmed">{t('groups.payments.empty')}</Text>
        ) : (
          <Stack gap="xs">
            {mine.map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{formatMoney(c.amount, c.currency)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('groups.payments.cycleLabel', { cycle: c.cycle_number })} ·{' '}
                    {t(`groups.payments.method.${c.method}`)} · {formatDate(c.created_at)}
                  </Text>
                  {c.rejection_reason && (
                    <Text size="sm" c="red">
                      {t('groups.payments.rejectedReason', { reason: c.rejection_reason })}
                    </Text>
                  )}
                </div>
                <Badge color={STATUS_COLORS[c.status]}>
                  {t(`groups.payments.contributionStatus.${c.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
