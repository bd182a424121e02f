import { useRef, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { otpField } from '@tontine/contracts';
import { OneTimeCodeInput } from '../../../../components/one-time-code-input';
import { PasswordField } from '../../../../components/password-field';
import { notifySuccess } from '../../../../lib/notify';
import { showRefusal, translateFieldError } from '../../../../lib/form-errors';
import { useDisableTwoFactor } from '../../api/disable-two-factor';
import { SecurityModal } from './security-modal';
import { FormModalActions } from '../../../../components/form-modal';
import { FormAlert } from '../../../../components/form-alert';

type Proof = 'code' | 'password';

const byCode = schemaResolver(z.object({ code: otpField }), { sync: true });
const byPassword = schemaResolver(
  z.object({
    password: z.string().min(1, { error: 'currentPasswordRequired' }).max(128),
  }),
  { sync: true },
);

interface DisableTwoFactorModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Turning it off takes a proof that the owner is here: a code (app or recovery) or the password. */
export function DisableTwoFactorModal({ opened, onClose }: DisableTwoFactorModalProps) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [proof, setProof] = useState<Proof>('code');
  // Read when the form validates, outside React's render.
  const proofRef = useRef<Proof>('code');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '', password: '' },
    validate: (values) => (proofRef.current === 'code' ? byCode : byPassword)(values),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function close() {
    form.reset();
    setAlert(null);
    disable.reset();
    onClose();
  }

  async function submit({ code, password }: typeof form.values) {
    setAlert(null);
    try {
      await disable.mutateAsync(proof === 'code' ? { code: code.trim() } : { password });
      notifySuccess({ message: t('security.disable.done') });
      close();
    } catch (error) {
      showRefusal(error, t, {
        form,
        fields: ['code', 'password'],
        byCode: { TWO_FACTOR_CODE_INCORRECT: 'code', CURRENT_PASSWORD_INVALID: 'password' },
        elsewhere: setAlert,
      });
    }
  }

  return (
    <SecurityModal opened={opened} onClose={close} title={t('security.disable.title')}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          {alert && <FormAlert>{alert}</FormAlert>}
          <Text size="sm">{t('security.disable.explain')}</Text>
          <SegmentedControl
            fullWidth
            value={proof}
            onChange={(value) => {
              proofRef.current = value as Proof;
              setProof(value as Proof);
              form.clearErrors();
            }}
            data={[
              { value: 'code', label: t('security.disable.withCode') },
              { value: 'password', label: t('security.disable.withPassword') },
            ]}
          />
          {proof === 'code' ? (
            <OneTimeCodeInput acceptsRecoveryCode {...form.getInputProps('code')} />
          ) : (
            <PasswordField
              label={t('security.password.current')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
          )}
          <FormModalActions
            onClose={close}
            submitLabel={t('security.disable.submit')}
            color="red"
            loading={disable.isPending}
          />
        </Stack>
      </form>
    </SecurityModal>
  );
}
