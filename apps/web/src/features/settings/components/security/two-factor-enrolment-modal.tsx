import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';
import { SecurityModal } from './security-modal';
import { TwoFactorEnrolment, type EnrolmentStep } from './two-factor-enrolment';

interface TwoFactorEnrolmentModalProps {
  opened: boolean;
  onClose: () => void;
  email: string;
}

/** The enrolment over the settings; the switch turns on once the codes are kept. */
export function TwoFactorEnrolmentModal({ opened, onClose, email }: TwoFactorEnrolmentModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<EnrolmentStep>('scan');

  function close() {
    setStep('scan');
    onClose();
  }

  return (
    <SecurityModal
      opened={opened}
      onClose={close}
      title={t('security.enrol.title')}
      closable={step === 'scan'}
    >
      <TwoFactorEnrolment
        email={email}
        onStepChange={setStep}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
          notifySuccess({ message: t('security.enrol.enabled') });
          close();
        }}
      />
    </SecurityModal>
  );
}
