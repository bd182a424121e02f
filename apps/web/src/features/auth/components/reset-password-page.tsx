import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordField } from '@tontine/contracts';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { translateFieldError } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import type { LoginLocationState } from './login-page';
import { ErrorAlert } from '../../../components/error-alert';

const resetFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

/** The page of the e-mailed link: `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  async function submit({ password }: { password: string }) {
    try {
      await reset.mutateAsync({ token, password });
      const state: LoginLocationState = { passwordReset: true };
      navigate('/login', { replace: true, state });
    } catch {
      // Shown from the mutation's error.
    }
  }

  return (
    <PublicLayout>
      <PageTitle>{t('resetPassword.title')}</PageTitle>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('messages.resetTokenInvalid')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            {reset.isError && <ErrorAlert error={reset.error} />}
            <PasswordField
              label={t('resetPassword.password')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordChecklist password={form.values.password} />
            <PasswordField
              label={t('resetPassword.confirm')}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={reset.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" mt="md" display="block">
        {t('resetPassword.backToLogin')}
      </Anchor>
    </PublicLayout>
  );
}
