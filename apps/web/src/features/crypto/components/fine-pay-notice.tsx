import { Alert } from '@mantine/core';
import type { CryptoQuoteDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/**
 * The fine's path of the pay page says what it pays: a late fine, not the cycle's
 * contribution; its cycle and amount come with the quote, which is the fine's whole amount.
 */
export function FinePayNotice({ quote }: { quote: CryptoQuoteDto | undefined }) {
  const { t } = useTranslation();
  return (
    // Said once, not announced: what the page is about, not an event.
    <Alert color="orange" variant="light" role="note">
      {quote
        ? t('crypto.pay.fine.noticeQuoted', {
            cycle: quote.cycle_number,
            amount: formatMoney(quote.amount, quote.currency),
          })
        : t('crypto.pay.fine.notice')}
    </Alert>
  );
}
