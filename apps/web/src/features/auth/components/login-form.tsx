import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@tontine/contracts';
import { PasswordField } from '../../../components/password-field';
import { translateFieldError } from '../../../lib/translate-error';
import { useSignIn, type SignInVariant } from '../hooks/use-sign-in';

export function LoginForm({ variant }: { variant: SignInVariant }) {
  const { t } = useTranslation();
  const { signIn, error, pending } = useSignIn(variant);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => signIn(values))}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('common.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {pending ? t('auth.submitting') : t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
