import { TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import type { MpesaPush } from '../../mpesa';

/**
 * The number M-Pesa asks, only for a member who registered no Kenyan mobile number, and the
 * refusal of the last push (one already waiting, a number to type, M-Pesa down…).
 */
export function SavingMpesaFields({ push }: { push: MpesaPush }) {
  const { t } = useTranslation();
  return (
    <>
      {push.needsPhone && (
        <TextInput
          label={t('memberPages.mpesa.phoneLabel')}
          description={t('memberPages.mpesa.phoneHint')}
          value={push.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          onChange={(event) => push.setPhone(event.currentTarget.value)}
          error={push.phoneInvalid ? t('messages.mpesaPhoneInvalid') : undefined}
        />
      )}
      {push.error && <ErrorAlert error={push.error} />}
    </>
  );
}

/** "Payer par M-Pesa", beside the cash declaration; each 44 px tall on a phone. */
export function SavingMpesaButton({ push, onClick }: { push: MpesaPush; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <WriteButton
      className="tap-target"
      color="green"
      variant="light"
      loading={push.pending}
      leftSection={<IconDeviceMobile size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('savings.mpesa.action')}
    </WriteButton>
  );
}
