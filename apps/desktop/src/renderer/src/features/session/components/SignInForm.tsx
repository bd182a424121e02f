import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { loginRequestSchema, type LoginRequest } from '@tontine/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session-context';
import { describeNotice, type SessionNotice } from '../session-notice';

interface SignInFormProps {
  /** What brought the operator here (an unreachable API at start, for instance). */
  initialNotice: SessionNotice | null;
}

export function SignInForm({ initialNotice }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [notice, setNotice] = useState<SessionNotice | null>(initialNotice);
  // The same schema as the API's: its errors are message keys, translated below.
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });
  const translateError = (key: ReactNode) => (typeof key === 'string' ? t(`messages.${key}`) : key);

  const handleSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const { email, password } = loginRequestSchema.parse(values);
    setNotice(await signIn(email, password));
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {describeNotice(t, notice)}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('email')}
          key={form.key('email')}
          error={translateError(form.errors.email)}
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordInput
          {...form.getInputProps('password')}
          key={form.key('password')}
          error={translateError(form.errors.password)}
          label={t('signIn.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
