import { Badge } from '@mantine/core';
import type { InstalmentStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Paid teal, late red, the one to pay now yellow, the later ones gray. */
const INSTALMENT_STATUS_COLORS: Record<InstalmentStatus, string> = {
  paid: 'teal',
  late: 'red',
  due: 'yellow',
  upcoming: 'gray',
};

export function InstalmentStatusBadge({ status }: { status: InstalmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={INSTALMENT_STATUS_COLORS[status]}
      tt="none"
      style={{ alignSelf: 'flex-start' }}
    >
      {t(`loans.instalments.status.${status}`)}
    </Badge>
  );
}
