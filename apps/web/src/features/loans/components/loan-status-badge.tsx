import { Badge, Group } from '@mantine/core';
import type { LoanDto, LoanStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** Waiting is yellow, as a saving's; ready or being repaid blue; repaid teal; refused red. */
const LOAN_STATUS_COLORS: Record<LoanStatus, string> = {
  awaiting_guarantors: 'yellow',
  awaiting_approval: 'yellow',
  approved: 'blue',
  disbursing: 'blue',
  active: 'blue',
  closed: 'teal',
  declined: 'red',
  rejected: 'red',
  cancelled: 'gray',
};

/** The loan's status, and beside it a red 'En retard' while an instalment is past due. */
export function LoanStatusBadge({ loan }: { loan: Pick<LoanDto, 'status' | 'late'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {/* In capitals 'En attente d'approbation' would not fit a phone's row whole. */}
      <Badge variant="light" color={LOAN_STATUS_COLORS[loan.status]} tt="none">
        {t(`loans.status.${loan.status}`)}
      </Badge>
      {loan.late && (
        <Badge variant="filled" color="red" tt="none">
          {t('loans.late')}
        </Badge>
      )}
    </Group>
  );
}
