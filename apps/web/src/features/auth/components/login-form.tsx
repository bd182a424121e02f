import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, otpField } from '@tontine/contracts';
import { OneTimeCodeInput } from '../../../components/one-time-code-input';
import { PasswordField } from '../../../components/password-field';
import { translateFieldError } from '../../../lib/form-errors';
import { useValuesTypedBeforeReact } from '../../../lib/use-values-typed-before-react';
import { useSignIn, type SignInVariant } from '../hooks/use-sign-in';
import { FormAlert } from '../../../components/form-alert';

type Step = 'password' | 'code';

// The form always holds the code, empty until asked for, which the optional `otp` accepts.
const passwordStep = schemaResolver(loginRequestSchema, { sync: true });
const codeStep = schemaResolver(loginRequestSchema.extend({ otp: otpField }), { sync: true });

/**
 * E-mail and password, then, when the account has two-factor sign-in, the code of its app (or
 * a recovery code): the API answers TWO_FACTOR_REQUIRED to a right password without a code.
 */
export function LoginForm({ variant }: { variant: SignInVariant }) {
  const { t } = useTranslation();
  const { signIn, error, clearError, pending } = useSignIn(variant);
  const [step, setStep] = useState<Step>('password');
  // Read when the form validates, which happens outside React's render.
  const stepRef = useRef<Step>('password');
  // The page may be painted from HTML before React runs (a first screen): until then, a submit
  // would be the browser's own, sending the password in the address.
  const ready = useMounted();
  const form = useForm({
    initialValues: { email: '', password: '', otp: '' },
    validate: (values) => (stepRef.current === 'code' ? codeStep : passwordStep)(values),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function goTo(next: Step) {
    stepRef.current = next;
    setStep(next);
    form.setFieldValue('otp', '');
    form.clearErrors();
  }

  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeReact(formRef, (name, value) => {
    if (name === 'email' || name === 'password') form.setFieldValue(name, value);
  });

  async function submit({ email, password, otp }: typeof form.values) {
    const outcome = await signIn(step === 'code' ? { email, password, otp } : { email, password });
    if (outcome === 'code-required') goTo('code');
    if (outcome === 'code-invalid') form.setFieldError('otp', t('errors.TWO_FACTOR_INVALID'));
  }

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        {error && <FormAlert>{error}</FormAlert>}
        {step === 'password' ? (
          <>
            <TextInput
              label={t('common.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordField
              label={t('common.password')}
              name="password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
          </>
        ) : (
          <>
            <Alert color="blue" role="status" title={t('auth.codeTitle')}>
              <Text size="sm">{t('errors.TWO_FACTOR_REQUIRED')}</Text>
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t('auth.codeAccount', { email: form.values.email })}
              </Text>
            </Alert>
            <OneTimeCodeInput
              acceptsRecoveryCode
              data-autofocus
              autoFocus
              {...form.getInputProps('otp')}
            />
          </>
        )}
        <Button type="submit" loading={pending} disabled={!ready} fullWidth>
          {step === 'code' ? t('auth.verify') : pending ? t('auth.submitting') : t('auth.submit')}
        </Button>
        {step === 'code' && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              clearError();
              goTo('password');
            }}
          >
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('auth.backToPassword')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
