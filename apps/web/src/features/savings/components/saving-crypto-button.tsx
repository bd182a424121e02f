import { Button } from '@mantine/core';
import { IconCurrencyBitcoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** The crypto pay page for the reader's saving: features meet by URL, never by import. */
export function savingCryptoPath(groupId: string, amount?: string): string {
  const query = new URLSearchParams({ saving: '1', ...(amount ? { amount } : {}) });
  return `/crypto-pay/${encodeURIComponent(groupId)}?${query.toString()}`;
}

/**
 * "Payer en crypto", beside the cash declaration, where the server offers crypto payments: a
 * page of its own (the quote, the wallet, the chain), so a link; 44 px tall on a phone. A free
 * saving's amount is read (and checked) first, then the page is opened with it.
 */
export function SavingCryptoButton({
  groupId,
  amount,
}: {
  groupId: string;
  /** A free saving's amount, checked on click: null refuses to open the page. */
  amount?: () => string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const common = {
    className: 'tap-target',
    size: 'sm',
    color: 'violet',
    variant: 'light',
    leftSection: <IconCurrencyBitcoin size={16} aria-hidden />,
  } as const;
  if (!amount)
    return (
      <Button component={Link} to={savingCryptoPath(groupId)} {...common}>
        {t('savings.crypto.action')}
      </Button>
    );
  return (
    <Button
      {...common}
      onClick={() => {
        const read = amount();
        if (read) void navigate(savingCryptoPath(groupId, read));
      }}
    >
      {t('savings.crypto.action')}
    </Button>
  );
}
