import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordSchema } from '@tontine/contracts';
import { PasswordChecklist } from '../../../../components/password-checklist';
import { PasswordField } from '../../../../components/password-field';
import { showRefusal, translateFieldError } from '../../../../lib/form-errors';
import { useChangePassword } from '../../api/change-password';
import { FormAlert } from '../../../../components/form-alert';
import { WriteButton } from '../../../../components/offline-writes';

/** The API's schema (registration rules, must differ), plus the confirmation typed twice. */
const changePasswordFormSchema = changePasswordSchema
  .safeExtend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    error: 'passwordsDoNotMatch',
    path: ['confirm_password'],
  });

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/**
 * Change password: folded until asked for. The server ends every other session; this one
 * stays, and the message says so.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function fold() {
    setOpened(false);
    setAlert(null);
    form.reset();
  }

  async function submit({ current_password, new_password }: typeof form.values) {
    setAlert(null);
    try {
      await change.mutateAsync({ current_password, new_password });
      fold();
      setDone(true);
    } catch (error) {
      showRefusal(error, t, {
        form,
        fields: FIELDS,
        byCode: { CURRENT_PASSWORD_INVALID: 'current_password' },
        elsewhere: setAlert,
      });
    }
  }

  return (
    <Stack gap="sm">
      {done && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setDone(false)}>
          {t('security.password.changed')}
        </Alert>
      )}
      {!opened && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('security.password.explain')}
          </Text>
          <Button
            variant="default"
            onClick={() => {
              setDone(false);
              setOpened(true);
            }}
          >
            {t('security.password.open')}
          </Button>
        </Stack>
      )}
      {opened && (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            {alert && <FormAlert>{alert}</FormAlert>}
            <PasswordField
              label={t('security.password.current')}
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
            <PasswordField
              label={t('security.password.new')}
              autoComplete="new-password"
              required
              {...form.getInputProps('new_password')}
            />
            <PasswordChecklist password={form.values.new_password} />
            <PasswordField
              label={t('security.password.confirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm_password')}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={fold}>
                {t('common.cancel')}
              </Button>
              <WriteButton type="submit" loading={change.isPending}>
                {t('security.password.submit')}
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
