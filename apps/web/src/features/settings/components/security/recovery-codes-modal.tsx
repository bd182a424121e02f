import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { otpField } from '@tontine/contracts';
import { OneTimeCodeInput } from '../../../../components/one-time-code-input';
import { notifySuccess } from '../../../../lib/notify';
import { showRefusal, translateFieldError } from '../../../../lib/form-errors';
import { useRegenerateRecoveryCodes } from '../../api/regenerate-recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecurityModal } from './security-modal';
import { FormModalActions } from '../../../../components/form-modal';
import { FormAlert } from '../../../../components/form-alert';

interface RecoveryCodesModalProps {
  opened: boolean;
  onClose: () => void;
  email: string;
}

/** New recovery codes for someone who used or lost theirs: a code first, then the ten new ones. */
export function RecoveryCodesModal({ opened, onClose, email }: RecoveryCodesModalProps) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(z.object({ code: otpField }), { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function close() {
    form.reset();
    setAlert(null);
    setCodes(null);
    regenerate.reset();
    onClose();
  }

  async function submit({ code }: { code: string }) {
    setAlert(null);
    try {
      setCodes((await regenerate.mutateAsync(code.trim())).recovery_codes);
    } catch (error) {
      showRefusal(error, t, {
        form,
        fields: ['code'],
        byCode: { TWO_FACTOR_CODE_INCORRECT: 'code' },
        elsewhere: setAlert,
      });
    }
  }

  return (
    <SecurityModal
      opened={opened}
      onClose={close}
      title={t('security.newCodes.title')}
      closable={codes === null}
    >
      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          email={email}
          onDone={() => {
            notifySuccess({ message: t('security.newCodes.done') });
            close();
          }}
        />
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            {alert && <FormAlert>{alert}</FormAlert>}
            <Text size="sm">{t('security.newCodes.explain')}</Text>
            <OneTimeCodeInput acceptsRecoveryCode {...form.getInputProps('code')} />
            <FormModalActions
              onClose={close}
              submitLabel={t('security.newCodes.submit')}
              loading={regenerate.isPending}
            />
          </Stack>
        </form>
      )}
    </SecurityModal>
  );
}
