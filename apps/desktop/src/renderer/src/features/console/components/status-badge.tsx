import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  active: 'teal',
  approved: 'teal',
  confirmed: 'teal',
  paid: 'teal',
  matched: 'teal',
  assigned: 'teal',
  pending: 'orange',
  suspense: 'orange',
  confirming: 'blue',
  suspended: 'red',
  rejected: 'red',
  failed: 'red',
  deleted: 'gray',
  refunded: 'gray',
  inactive: 'gray',
  closed: 'gray',
};

/** A status in its colour and the operator's language (an unknown one as the server says it). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
