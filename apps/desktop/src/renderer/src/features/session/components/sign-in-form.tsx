import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { loginRequestSchema, messages, otpField } from '@tontine/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import {
  answerCode,
  describeNotice,
  type SessionNotice,
} from '../../../lib/session/session-notice';

interface SignInFormProps {
  /** What brought the operator here (an unreachable API at start, for instance). */
  initialNotice: SessionNotice | null;
}

type Step = 'password' | 'code';

// The same schemas as the API's: their errors are message keys, translated below. The form
// always holds the code, empty until asked for, which the optional `otp` accepts.
const passwordStep = schemaResolver(loginRequestSchema, { sync: true });
const codeStep = schemaResolver(loginRequestSchema.extend({ otp: otpField }), { sync: true });

function codeOf(notice: SessionNotice | null): string | undefined {
  return notice?.kind === 'api' ? answerCode(notice.answer) : undefined;
}

/**
 * E-mail and password, then, for an account with two-factor sign-in (the API answers
 * TWO_FACTOR_REQUIRED to a right password without a code), the code of its app.
 */
export function SignInForm({ initialNotice }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [notice, setNotice] = useState<SessionNotice | null>(initialNotice);
  const [step, setStep] = useState<Step>('password');
  // The address as sent, shown while the code is asked for.
  const [account, setAccount] = useState('');
  // Read when the form validates, outside React's render.
  const stepRef = useRef<Step>('password');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', otp: '' },
    validate: (values) => (stepRef.current === 'code' ? codeStep : passwordStep)(values),
  });
  // Schema errors are message keys; a refusal of the API is already a translated text.
  const translateError = (error: ReactNode) =>
    typeof error === 'string' && error in messages ? t(`messages.${error}`) : error;

  function goTo(next: Step) {
    stepRef.current = next;
    setStep(next);
    form.setFieldValue('otp', '');
    form.clearErrors();
  }

  const handleSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const { email, password, otp } = loginRequestSchema.parse(
      step === 'code' ? values : { email: values.email, password: values.password },
    );
    const answer = await signIn(email, password, otp);
    const code = codeOf(answer);
    if (code === 'TWO_FACTOR_REQUIRED') {
      setAccount(email);
      return goTo('code');
    }
    if (code === 'TWO_FACTOR_INVALID') {
      form.setFieldError('otp', t('errors.TWO_FACTOR_INVALID'));
      return;
    }
    setNotice(answer);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {describeNotice(t, notice)}
          </Alert>
        )}
        {step === 'password' ? (
          <>
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
            <PasswordField
              {...form.getInputProps('password')}
              key={form.key('password')}
              error={translateError(form.errors.password)}
              label={t('signIn.password')}
              autoComplete="current-password"
              required
            />
          </>
        ) : (
          <>
            <Alert
              color="blue"
              variant="light"
              role="status"
              icon={<IconShieldLock aria-hidden />}
              title={t('signIn.codeTitle')}
            >
              <Text size="sm">{t('errors.TWO_FACTOR_REQUIRED')}</Text>
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t('signIn.codeAccount', { email: account })}
              </Text>
            </Alert>
            <TextInput
              {...form.getInputProps('otp')}
              key={form.key('otp')}
              error={translateError(form.errors.otp)}
              label={t('signIn.code')}
              description={t('signIn.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              required
              autoFocus
            />
          </>
        )}
        <Button type="submit" loading={form.submitting} fullWidth>
          {step === 'code' ? t('signIn.verify') : t('signIn.submit')}
        </Button>
        {step === 'code' && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setNotice(null);
              goTo('password');
            }}
          >
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('signIn.backToPassword')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
