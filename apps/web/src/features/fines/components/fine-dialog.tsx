import { Modal } from '@mantine/core';
import type { FineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { MpesaPayPanel } from '../../mpesa';
import { FineActionDialog } from './fine-action-dialog';
import type { FineAction } from './fine-row';

/**
 * A late fine paid by M-Pesa: the push for its whole amount, followed live until Safaricom
 * confirms it (the fine then goes to the fund) or it fails (the fine is to pay again).
 */
function FineMpesaDialog({
  fine,
  groupName,
  onClose,
}: {
  fine: FineDto;
  groupName?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = t('fines.rowLabel', {
    cycle: fine.cycle_number,
    amount: formatMoney(fine.amount, fine.currency),
  });
  return (
    <Modal opened onClose={onClose} title={t('fines.dialogs.mpesa.title')}>
      <MpesaPayPanel
        fineId={fine.id}
        due={{
          group_id: fine.group_id,
          // Away from its group's page, the fine is named with its group.
          group_name: groupName ? `${groupName} · ${label}` : label,
          currency: fine.currency,
          cycle_number: fine.cycle_number,
          owed: fine.amount,
        }}
      />
    </Modal>
  );
}

/** The dialog of the action chosen on a fine: an M-Pesa push, or a confirmation. */
export function FineDialog({
  action,
  groupName,
  onClose,
}: {
  action: FineAction;
  groupName?: string;
  onClose: () => void;
}) {
  return action.kind === 'mpesa' ? (
    <FineMpesaDialog fine={action.fine} groupName={groupName} onClose={onClose} />
  ) : (
    <FineActionDialog groupId={action.fine.group_id} action={action} onClose={onClose} />
  );
}
