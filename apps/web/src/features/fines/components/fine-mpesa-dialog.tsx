import { Modal } from '@mantine/core';
import type { FineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { MpesaPayPanel } from '../../mpesa';

/**
 * A late fine paid by M-Pesa: the push for its whole amount, followed live until Safaricom
 * confirms it (the fine then goes to the fund) or it fails (the fine is to pay again).
 */
export function FineMpesaDialog({
  fine,
  heading,
  onClose,
}: {
  fine: FineDto;
  /** Which fine it is, as the list names it. */
  heading: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('fines.dialogs.mpesa.title')}>
      <MpesaPayPanel
        fineId={fine.id}
        due={{
          group_id: fine.group_id,
          group_name: heading,
          currency: fine.currency,
          cycle_number: fine.cycle_number,
          owed: fine.amount,
        }}
      />
    </Modal>
  );
}
