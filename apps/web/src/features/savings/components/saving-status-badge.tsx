import { Badge } from '@mantine/core';
import type { SavingStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Awaiting a decision is yellow, as a fine's; in the fund teal; refused red. */
const SAVING_STATUS_COLORS: Record<SavingStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export function SavingStatusBadge({ status }: { status: SavingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={SAVING_STATUS_COLORS[status]}
      // In capitals 'En attente de validation' would not fit a phone's row whole.
      tt="none"
      style={{ alignSelf: 'flex-start' }}
    >
      {t(`savings.status.${status}`)}
    </Badge>
  );
}
