import { useState } from 'react';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { txHashField, type CryptoQuoteDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { AddressQr } from './address-qr';
import { CopyTextButton } from './copy-text-button';
import { WriteButton } from '../../../components/offline-writes';

/**
 * Paying from an outside wallet: the treasury's address and QR code with the exact token
 * amount, then the transaction's hash, checked with the API's own field before it is sent.
 */
export function ExternalPayCard({
  quote,
  disabled,
  paying,
  error,
  onSubmit,
}: {
  quote: CryptoQuoteDto;
  disabled: boolean;
  paying: boolean;
  error: string | null;
  onSubmit: (txHash: string) => void;
}) {
  const { t } = useTranslation();
  const [hash, setHash] = useState('');
  const [invalid, setInvalid] = useState(false);
  const network = t(`crypto.networkName.${quote.network}`);

  function submit() {
    const parsed = txHashField.safeParse(hash);
    setInvalid(!parsed.success);
    if (parsed.success) onSubmit(parsed.data);
  }

  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.pay.external.title')}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('crypto.pay.external.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('crypto.pay.external.hint', {
            amount: quote.token_amount,
            token: quote.token_symbol,
            network,
          })}
        </Text>
        <Group gap={4} justify="center" wrap="nowrap">
          <Text fw={800} ff="monospace">
            {quote.token_amount} {quote.token_symbol}
          </Text>
          <CopyTextButton value={quote.token_amount} label={t('crypto.pay.external.copyAmount')} />
        </Group>
        <AddressQr
          address={quote.treasury}
          qrLabel={t('crypto.pay.external.qrLabel', { address: quote.treasury })}
          copyLabel={t('crypto.pay.external.copyTreasury')}
        />
        <TextInput
          label={t('crypto.pay.external.txHash')}
          description={t('crypto.pay.external.txHashHint')}
          value={hash}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setHash(event.currentTarget.value)}
          error={invalid ? t('crypto.pay.external.invalidHash') : undefined}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <WriteButton variant="light" disabled={disabled} loading={paying} onClick={submit}>
          {t('crypto.pay.external.submit')}
        </WriteButton>
      </Stack>
    </Card>
  );
}
