import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  DEFAULT_WALLET_NETWORK,
  WALLET_NETWORKS,
  type CryptoPaymentDto,
  type CryptoPaymentInput,
  type WalletNetwork,
  type WalletToken,
} from '@tontine/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../../../api/get-group';
import { ErrorAlert } from '../../../components/error-alert';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/describe-error';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreateCryptoPayment } from '../api/create-crypto-payment';
import { useCreateCryptoQuote } from '../api/create-crypto-quote';
import { useCryptoPayment } from '../api/get-crypto-payment';
import { useCryptoNetworks } from '../api/get-crypto-networks';
import { useWallets } from '../api/get-wallets';
import { useNow } from '../hooks/use-now';
import { cryptoPayBlockReason } from '../utils/crypto-pay-checks';
import { CustodialPayCard } from './custodial-pay-card';
import { ExternalPayCard } from './external-pay-card';
import { FinePayNotice } from './fine-pay-notice';
import { PaymentStatusView } from './payment-status-view';
import { QuoteForm, isNetworkOffered } from './quote-form';
import { QuoteSummary } from './quote-summary';
import { WriteButton } from '../../../components/offline-writes';

/** A payment reopened from its URL: read once, then followed like a new one. */
function OpenedPayment({ id, onAgain }: { id: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const opened = useCryptoPayment(id);
  if (opened.isPending) return <Loader aria-label={t('app.loading')} />;
  if (opened.isError) return <ErrorAlert error={opened.error} />;
  return <PaymentStatusView payment={opened.data} onAgain={onAgain} />;
}

/**
 * `/crypto-pay/:groupId`: pay the cycle's contribution in USDT or USDC, with `?fine=<id>` the
 * member's late fine, whole, or with `?saving=1` their saving into the group's fund (the fixed
 * saving still due, or `&amount=` of a free one). The documents' checks first (signed in, a member, the crypto
 * service answering: the wallets' list is its health check, as in the documents), then the
 * network and token, the quote, and either the custodial wallet or an outside wallet's
 * transaction hash; then the payment's status on chain.
 */
export function CryptoPayPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const user = useSession()?.user;
  const group = useGroup(groupId);
  const wallets = useWallets();
  const networks = useCryptoNetworks();
  const quote = useCreateCryptoQuote();
  const pay = useCreateCryptoPayment();
  const now = useNow();
  const [chosenNetwork, setChosenNetwork] = useState<WalletNetwork | null>(null);
  const [token, setToken] = useState<WalletToken>('USDT');
  const [payKey, setPayKey] = useState('');
  const [paidWith, setPaidWith] = useState<'custodial' | 'external' | null>(null);
  const [payment, setPayment] = useState<CryptoPaymentDto | null>(null);
  const toldBlock = useRef(false);
  // The payment's status has its own URL (?payment=id): a reload or a shared link reopens it.
  const [searchParams, setSearchParams] = useSearchParams();
  const openedId = payment ? null : searchParams.get('payment');
  // The fine or the saving paid instead of the cycle's contribution (a free saving's amount with
  // it); kept in the URL with the payment's id.
  const fineId = searchParams.get('fine');
  const saving = !fineId && searchParams.get('saving') === '1';
  const savingAmount = saving ? searchParams.get('amount') : null;
  const fineParams: Record<string, string> = fineId
    ? { fine: fineId }
    : saving
      ? { saving: '1', ...(savingAmount ? { amount: savingAmount } : {}) }
      : {};

  const offeredDefault =
    [DEFAULT_WALLET_NETWORK, ...WALLET_NETWORKS].find((n) => isNetworkOffered(n, networks.data)) ??
    DEFAULT_WALLET_NETWORK;
  const network = chosenNetwork ?? offeredDefault;
  // No network configured is the same as a service that does not answer: nothing to choose.
  const noNetwork = networks.isSuccess && !networks.data.some((n) => n.available);
  const reason =
    group.data && !wallets.isPending
      ? cryptoPayBlockReason(
          {
            signedIn: Boolean(user),
            group: group.data,
            serviceAnswered: wallets.isSuccess && !noNetwork,
          },
          t,
        )
      : null;

  useEffect(() => {
    if (!reason || toldBlock.current) return;
    toldBlock.current = true;
    notifyError({ message: t('crypto.pay.cannotPay', { reason }) });
  }, [reason, t]);

  if (group.isPending || wallets.isPending || networks.isPending)
    return <Loader aria-label={t('app.loading')} />;
  if (group.isError) return <ErrorAlert error={group.error} />;

  const back = (
    <Button
      component={Link}
      to={`/groups/${groupId}`}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
    >
      {t('crypto.pay.back')}
    </Button>
  );
  const header = (
    <div>
      {back}
      <Title order={1} fz="h2">
        {fineId
          ? t('crypto.pay.fine.title')
          : saving
            ? t('crypto.pay.saving.title')
            : t('crypto.pay.title')}
      </Title>
      <Text c="dimmed">
        {fineId
          ? t('crypto.pay.fine.subtitle', { group: group.data.name })
          : saving
            ? t('crypto.pay.saving.subtitle', { group: group.data.name })
            : t('crypto.pay.subtitle', {
                group: group.data.name,
                cycle: quote.data?.cycle_number ?? group.data.current_cycle,
              })}
      </Text>
    </div>
  );

  if (reason) {
    return (
      <Stack>
        {header}
        <Alert color="red" role="alert">
          {t('crypto.pay.cannotPay', { reason })}
        </Alert>
      </Stack>
    );
  }

  const startAgain = () => {
    setPayment(null);
    quote.reset();
    pay.reset();
    setSearchParams(fineParams, { replace: true });
  };
  if (payment || openedId) {
    return (
      <Stack>
        {header}
        {payment ? (
          <PaymentStatusView payment={payment} onAgain={startAgain} />
        ) : (
          <OpenedPayment id={openedId ?? ''} onAgain={startAgain} />
        )}
      </Stack>
    );
  }

  function chooseNetwork(next: WalletNetwork) {
    setChosenNetwork(next);
    quote.reset();
  }
  function chooseToken(next: WalletToken) {
    setToken(next);
    quote.reset();
  }
  function askQuote() {
    pay.reset();
    const asked = { group_id: groupId, network, token_symbol: token };
    quote.mutate(
      fineId
        ? { ...asked, fine_id: fineId }
        : saving
          ? { ...asked, saving: savingAmount ? { amount: savingAmount } : {} }
          : asked,
      { onSuccess: () => setPayKey(crypto.randomUUID()) },
    );
  }
  function submit(body: CryptoPaymentInput) {
    setPaidWith(body.source);
    pay.mutate(
      { body, idempotencyKey: payKey },
      {
        onSuccess: (created) => {
          setPayment(created);
          setSearchParams({ ...fineParams, payment: created.id }, { replace: true });
        },
        onError: (error) =>
          notifyError({
            message: t('crypto.pay.cannotPay', { reason: describeError(error, t) }),
          }),
      },
    );
  }

  const current = quote.data;
  const expired = current ? new Date(current.expires_at).getTime() <= now : false;
  const payError = pay.isError ? describeError(pay.error, t) : null;

  return (
    <Stack>
      {header}
      {fineId && <FinePayNotice quote={quote.data} />}
      {saving && (
        <Alert color="blue" role="note">
          {t('crypto.pay.saving.notice')}
        </Alert>
      )}
      {networks.isError && <ErrorAlert error={networks.error} />}
      <QuoteForm
        networks={networks.data}
        network={network}
        token={token}
        loading={quote.isPending}
        onNetwork={chooseNetwork}
        onToken={chooseToken}
        onQuote={askQuote}
      />
      {quote.isError && <FormAlert>{describeError(quote.error, t)}</FormAlert>}
      {current && (
        <>
          <QuoteSummary quote={current} expired={expired} />
          <Group justify="space-between">
            <Title order={2} fz="h5">
              {t('crypto.pay.choose')}
            </Title>
            {expired && (
              <WriteButton size="xs" variant="light" onClick={askQuote}>
                {t('crypto.pay.quote.refresh')}
              </WriteButton>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <CustodialPayCard
              quote={current}
              groupName={group.data.name}
              wallet={wallets.data?.find((w) => w.network === current.network)}
              disabled={expired}
              paying={pay.isPending && paidWith === 'custodial'}
              error={paidWith === 'custodial' ? payError : null}
              onDismissError={() => pay.reset()}
              onPay={() => submit({ source: 'custodial', quote_id: current.id })}
            />
            <ExternalPayCard
              quote={current}
              disabled={expired || pay.isPending}
              paying={pay.isPending && paidWith === 'external'}
              error={paidWith === 'external' ? payError : null}
              onSubmit={(txHash) =>
                submit({ source: 'external', quote_id: current.id, tx_hash: txHash })
              }
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
