import { Badge } from '@mantine/core';
import type { FineDto, FineStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { pendingProvider } from '../utils/fine-payment';

/** Owed is red and awaiting a decision yellow, as a member's cycle state; settled is teal. */
const FINE_STATUS_COLORS: Record<FineStatus, string> = {
  unpaid: 'red',
  pending: 'yellow',
  paid: 'teal',
  waived: 'gray',
};

/**
 * The fine's status; a payment that M-Pesa or the chain confirms is in progress, not awaiting
 * a validation that no admin gives it.
 */
export function FineStatusBadge({ fine }: { fine: FineDto }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={FINE_STATUS_COLORS[fine.status]}
      // In capitals 'En attente de validation' would not fit a phone's row whole.
      tt="none"
      style={{ alignSelf: 'flex-start' }}
    >
      {pendingProvider(fine) ? t('fines.providerPending.badge') : t(`fines.status.${fine.status}`)}
    </Badge>
  );
}
