import { Badge } from '@mantine/core';
import type { SavingDto, SavingStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Awaiting a decision is yellow, as a fine's; in the fund teal; refused red. */
const SAVING_STATUS_COLORS: Record<SavingStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/**
 * The saving's status; one paid by M-Pesa waits for Safaricom's confirmation, not for a
 * validation no treasurer gives it.
 */
export function SavingStatusBadge({ saving }: { saving: Pick<SavingDto, 'status' | 'method'> }) {
  const { status, method } = saving;
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={SAVING_STATUS_COLORS[status]}
      // In capitals 'En attente de validation' would not fit a phone's row whole.
      tt="none"
      style={{ alignSelf: 'flex-start' }}
    >
      {status === 'pending' && method === 'mpesa'
        ? t('savings.status.mpesaPending')
        : t(`savings.status.${status}`)}
    </Badge>
  );
}
