import { useId, useState } from 'react';
import {
  Button,
  Code,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  cryptoSendSchema,
  WALLET_TOKENS,
  type CryptoSendInput,
  type WalletDto,
  type WalletToken,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/describe-error';
import { notifySuccess } from '../../../lib/notify';
import { useCryptoNetworks } from '../api/get-crypto-networks';
import { useSendCrypto } from '../api/send-crypto';
import { formatTokenBalance } from '../utils/crypto-format';
import { WriteButton } from '../../../components/offline-writes';

/** The most decimals the schema lets through; a configured token usually has fewer. */
const MAX_DECIMALS = 18;

interface FieldErrors {
  to?: string;
  amount?: string;
}

/** The decimals typed after the point ("1.250" → 3). */
const decimalsOf = (amount: string) => amount.trim().split('.')[1]?.length ?? 0;

/**
 * Send: the address, the token and the amount, checked here with the API's own schema (and the
 * token's decimals when the server says them), then a confirmation that repeats what will leave
 * the wallet. One Idempotency-Key per dialog: a retried confirmation sends once. The server
 * checks the rest (checksum, balance, gas) and its refusal shows in the confirmation.
 */
export function SendModal({ wallet, onClose }: { wallet: WalletDto; onClose: () => void }) {
  const { t } = useTranslation();
  const networks = useCryptoNetworks();
  const send = useSendCrypto();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [to, setTo] = useState('');
  const [token, setToken] = useState<WalletToken>('USDT');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [review, setReview] = useState<CryptoSendInput | null>(null);
  const tokenLabelId = useId();
  const network = t(`crypto.networkName.${wallet.network}`);
  const decimals =
    networks.data
      ?.find((n) => n.network === wallet.network)
      ?.tokens.find((tk) => tk.symbol === token)?.decimals ?? MAX_DECIMALS;
  const balance = token === 'USDT' ? wallet.balance_usdt : wallet.balance_usdc;

  function check() {
    const parsed = cryptoSendSchema.safeParse({
      network: wallet.network,
      token_symbol: token,
      to,
      amount,
    });
    const next: FieldErrors = {};
    const issues = parsed.success ? [] : parsed.error.issues;
    if (issues.some((i) => i.path[0] === 'to')) next.to = t('crypto.send.invalidAddress');
    else if (to.trim().toLowerCase() === wallet.address.toLowerCase())
      next.to = t('crypto.send.ownAddress');
    const amountBad =
      issues.some((i) => i.path[0] === 'amount') ||
      decimalsOf(amount) > decimals ||
      !/[1-9]/.test(amount);
    if (amountBad) next.amount = t('crypto.send.invalidAmount', { decimals });
    setErrors(next);
    if (parsed.success && !next.to && !next.amount) setReview(parsed.data);
  }

  function confirm() {
    if (!review) return;
    send.mutate(
      { address: wallet.address, body: review, idempotencyKey },
      {
        onSuccess: () => {
          notifySuccess({ message: t('crypto.send.sent') });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={review ? t('crypto.send.confirmTitle') : t('crypto.send.title', { network })}
      centered
    >
      {review ? (
        <Stack>
          <Text fw={600}>
            {t('crypto.send.confirmText', {
              amount: review.amount,
              token: review.token_symbol,
              network,
            })}
          </Text>
          <div>
            <Text size="xs" c="dimmed">
              {t('crypto.send.from')}
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>
              {wallet.address}
            </Code>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('crypto.send.toLabel')}
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>
              {review.to}
            </Code>
          </div>
          <Text size="sm" c="orange.8">
            {t('crypto.send.irreversible')}
          </Text>
          {send.isError && <FormAlert>{describeError(send.error, t)}</FormAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(null)} disabled={send.isPending}>
              {t('crypto.send.edit')}
            </Button>
            <WriteButton onClick={confirm} loading={send.isPending}>
              {t('crypto.send.confirm')}
            </WriteButton>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label={t('crypto.send.to')}
            description={t('crypto.send.toHint')}
            value={to}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={errors.to}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={tokenLabelId}>
              {t('crypto.send.token')}
            </Text>
            <SegmentedControl
              aria-labelledby={tokenLabelId}
              data={WALLET_TOKENS.map((symbol) => ({ value: symbol, label: symbol }))}
              value={token}
              onChange={(value) => setToken(value as WalletToken)}
            />
          </Stack>
          <TextInput
            label={t('crypto.send.amount')}
            description={t('crypto.send.available', {
              amount: formatTokenBalance(balance),
              token,
            })}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <WriteButton onClick={check}>{t('crypto.send.review')}</WriteButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
