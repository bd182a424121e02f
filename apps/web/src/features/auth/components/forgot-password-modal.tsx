import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@tontine/contracts';
import { translateFieldError } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModalActions } from '../../../components/form-modal';

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The forgot-password prompt: one e-mail field (it must contain '@'), then the neutral answer. */
export function ForgotPasswordModal({ opened, onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function close() {
    onClose();
    setSent(false);
    form.reset();
    forgot.reset();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('forgotPassword.title')} centered>
      {sent ? (
        <Stack>
          <Alert color="teal" role="status">
            {t('forgotPassword.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(async ({ email }) => {
            try {
              await forgot.mutateAsync(email.trim());
              setSent(true);
            } catch {
              // The failure is shown from the mutation's error below.
            }
          })}
        >
          <Stack>
            <Text size="sm">{t('forgotPassword.description')}</Text>
            {forgot.isError && <ErrorAlert error={forgot.error} />}
            <TextInput
              label={t('common.email')}
              type="email"
              data-autofocus
              {...form.getInputProps('email')}
            />
            <FormModalActions
              onClose={close}
              submitLabel={t('forgotPassword.submit')}
              loading={forgot.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
