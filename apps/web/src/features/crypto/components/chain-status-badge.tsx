import { Badge } from '@mantine/core';
import type { ChainStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ChainStatus, string> = { confirmed: 'teal', pending: 'yellow', failed: 'red' };

/** The chain statuses (pending, confirmed, failed) as a chip; anything the chain did not confirm or keep pending is failed. */
export function ChainStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known: ChainStatus = status === 'confirmed' || status === 'pending' ? status : 'failed';
  return (
    <Badge color={COLORS[known]} variant="light">
      {t(`crypto.transactions.status.${known}`)}
    </Badge>
  );
}
