import type { ReactNode } from 'react';
import type { SavingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { TitledRowList } from '../../../components/titled-row-list';
import { SavingRow, type SavingDecision } from './saving-row';

/**
 * The savings the API gives the reader, newest first: their own, or every member's for those
 * who handle the money, who decide the declared ones and record the cash handed to them
 * (`action`, beside the heading).
 */
export function SavingsList({
  savings,
  canManage,
  onDecide,
  action,
}: {
  savings: SavingDto[];
  canManage: boolean;
  onDecide: (decision: SavingDecision) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TitledRowList
      title={canManage ? t('savings.list.all') : t('savings.list.mine')}
      emptyText={t('savings.list.empty')}
      action={action}
    >
      {savings.map((saving) => (
        <SavingRow key={saving.id} saving={saving} canManage={canManage} onDecide={onDecide} />
      ))}
    </TitledRowList>
  );
}
