import { Badge, Group, Text } from '@mantine/core';
import type { GuaranteeStatus, LoanGuarantorDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { TitledRowList } from '../../../components/titled-row-list';

const GUARANTEE_COLORS: Record<GuaranteeStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  declined: 'red',
};

/** The guarantors the member named, each with their answer. */
export function LoanGuarantors({ guarantors }: { guarantors: LoanGuarantorDto[] }) {
  const { t } = useTranslation();
  return (
    <TitledRowList title={t('loans.guarantors.title')} emptyText={t('loans.guarantors.empty')}>
      {guarantors.map((guarantor) => (
        <Group
          component="li"
          key={guarantor.user_id}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
        >
          <Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{guarantor.user_name}</Text>
          <Badge variant="light" color={GUARANTEE_COLORS[guarantor.status]} tt="none">
            {t(`loans.guarantors.status.${guarantor.status}`)}
          </Badge>
        </Group>
      ))}
    </TitledRowList>
  );
}
