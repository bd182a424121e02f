import { Group, Text } from '@mantine/core';
import type { LoanDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import type { LoanAction } from './loan-action-dialog';

/**
 * The reader's side of a loan they were asked to guarantee: while its guarantors are asked and
 * the reader has not answered, what it is for and the two answers (each confirmed in a dialog);
 * afterwards, the answer they gave.
 */
export function GuaranteeAnswer({
  loan,
  userId,
  onDecide,
}: {
  loan: LoanDto;
  userId: string;
  onDecide: (action: LoanAction) => void;
}) {
  const { t } = useTranslation();
  const mine = loan.guarantors.find((guarantor) => guarantor.user_id === userId);
  if (!mine) return null;
  if (mine.status !== 'pending' || loan.status !== 'awaiting_guarantors') {
    return (
      <Text size="sm" c="dimmed">
        {t(`loans.guarantees.${mine.status}`)}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{t('loans.guarantees.asked', { name: loan.user_name })}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('loans.guarantees.purpose', { purpose: loan.purpose })}
      </Text>
      <Group gap="xs">
        {/* Each 44 px tall on a phone (app/tap-targets.css). */}
        <WriteButton
          className="tap-target"
          size="sm"
          color="teal"
          onClick={() => onDecide({ kind: 'accept', loan })}
        >
          {t('loans.actions.accept')}
        </WriteButton>
        <WriteButton
          className="tap-target"
          size="sm"
          color="red"
          variant="light"
          onClick={() => onDecide({ kind: 'decline', loan })}
        >
          {t('loans.actions.decline')}
        </WriteButton>
      </Group>
    </>
  );
}
