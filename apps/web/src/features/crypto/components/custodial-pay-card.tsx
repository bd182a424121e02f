import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import type { CryptoQuoteDto, WalletDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format';
import { formatTokenBalance } from '../utils/crypto-format';
import { WriteButton } from '../../../components/offline-writes';

/**
 * Paying from the member's custodial wallet on the quote's network: its balance, then one
 * click and a confirmation that repeats what leaves the wallet. The server checks the balance
 * and the gas and signs; its refusal shows in the confirmation.
 */
export function CustodialPayCard({
  quote,
  groupName,
  wallet,
  disabled,
  paying,
  error,
  onPay,
  onDismissError,
}: {
  quote: CryptoQuoteDto;
  groupName: string;
  wallet: WalletDto | undefined;
  disabled: boolean;
  paying: boolean;
  error: string | null;
  onPay: () => void;
  onDismissError: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const network = t(`crypto.networkName.${quote.network}`);
  const balance = quote.token_symbol === 'USDT' ? wallet?.balance_usdt : wallet?.balance_usdc;
  const payLabel = t('crypto.pay.custodial.pay', {
    amount: quote.token_amount,
    token: quote.token_symbol,
  });

  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.pay.custodial.title')}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('crypto.pay.custodial.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('crypto.pay.custodial.hint', { network })}
        </Text>
        {wallet ? (
          <>
            <Text size="sm">
              {t('crypto.pay.custodial.balance', {
                amount: formatTokenBalance(balance ?? null),
                token: quote.token_symbol,
              })}
            </Text>
            <WriteButton
              leftSection={<IconWallet size={16} aria-hidden />}
              disabled={disabled}
              onClick={() => {
                onDismissError();
                setConfirming(true);
              }}
            >
              {payLabel}
            </WriteButton>
          </>
        ) : (
          <>
            <Text size="sm">{t('crypto.pay.custodial.noWallet', { network })}</Text>
            <Button component={Link} to="/crypto" variant="light">
              {t('crypto.pay.custodial.openWallet')}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('crypto.pay.custodial.confirmTitle')}
        confirmLabel={t('crypto.pay.custodial.confirm')}
        confirmColor="teal"
        loading={paying}
        error={error}
        onClose={() => setConfirming(false)}
        onConfirm={onPay}
      >
        {t(
          quote.fine_id
            ? 'crypto.pay.custodial.confirmFineText'
            : quote.saving
              ? 'crypto.pay.custodial.confirmSavingText'
              : 'crypto.pay.custodial.confirmText',
          {
            amount: quote.token_amount,
            token: quote.token_symbol,
            network,
            fiat: formatMoney(quote.amount, quote.currency),
            group: groupName,
            cycle: quote.cycle_number,
          },
        )}
      </ConfirmDialog>
    </Card>
  );
}
