import { Badge } from '@mantine/core';
import type { FineStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Owed is red and awaiting a decision yellow, as a member's cycle state; settled is teal. */
const FINE_STATUS_COLORS: Record<FineStatus, string> = {
  unpaid: 'red',
  pending: 'yellow',
  paid: 'teal',
  waived: 'gray',
};

export function FineStatusBadge({ status }: { status: FineStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={FINE_STATUS_COLORS[status]}
      // In capitals 'En attente de validation' would not fit a phone's row whole.
      tt="none"
      style={{ alignSelf: 'flex-start' }}
    >
      {t(`fines.status.${status}`)}
    </Badge>
  );
}
