import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Image, Loader, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { otpField, type TwoFactorSetupResponse } from '@tontine/contracts';
import { OneTimeCodeInput } from '../../../../components/one-time-code-input';
import { isApiError } from '../../../../lib/api-error';
import { showRefusal, translateFieldError } from '../../../../lib/form-errors';
import { useEnableTwoFactor } from '../../api/enable-two-factor';
import { useSetupTwoFactor } from '../../api/setup-two-factor';
import { CopyValueButton } from './copy-value-button';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { ErrorAlert } from '../../../../components/error-alert';
import { WriteButton } from '../../../../components/offline-writes';

export type EnrolmentStep = 'scan' | 'codes';

interface Refusal {
  message: string;
  restart: boolean;
}

interface TwoFactorEnrolmentProps {
  email: string;
  /** The recovery codes were kept: the caller refreshes the user and moves on. */
  onDone: () => void;
  /** The codes are on screen: a modal holding this flow must not close on a stray click. */
  onStepChange?: (step: EnrolmentStep) => void;
}

const codeSchema = z.object({ code: otpField });

/**
 * The key in groups of four, as authenticator apps show it; the box wraps it on a narrow phone
 * rather than hiding its end.
 */
function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Turning two-factor sign-in on: the app scans the QR code (or takes the key typed, or the
 * otpauth link on the phone itself), its first code confirms, and the recovery codes follow.
 */
export function TwoFactorEnrolment({ email, onDone, onStepChange }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<Refusal | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(codeSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  // One secret per opening: a second setup call would replace the secret being scanned. The
  // ref survives React's development double mount, which would otherwise call it twice.
  const started = useRef(false);
  const { mutate: startSetup } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  async function confirm({ code }: { code: string }) {
    setAlert(null);
    try {
      const answer = await enable.mutateAsync(code.trim());
      setCodes(answer.recovery_codes);
      onStepChange?.('codes');
    } catch (error) {
      showRefusal(error, t, {
        form,
        fields: ['code'],
        byCode: { TWO_FACTOR_CODE_INCORRECT: 'code' },
        elsewhere: (message) =>
          setAlert({
            message,
            // The secret being scanned is gone (another tab started over): only a new one helps.
            restart: isApiError(error) && error.code === 'TWO_FACTOR_SETUP_NOT_STARTED',
          }),
      });
    }
  }

  if (codes) {
    return (
      <Stack>
        <Alert color="teal" role="status">
          {t('security.enrol.enabled')}
        </Alert>
        <RecoveryCodesPanel codes={codes} email={email} onDone={onDone} />
      </Stack>
    );
  }

  if (setup.isError) {
    return (
      <Stack>
        <ErrorAlert error={setup.error} />
        <Button variant="default" onClick={() => setup.mutate()}>
          {t('security.retry')}
        </Button>
      </Stack>
    );
  }

  if (!setup.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }

  return (
    <ScanStep
      setup={setup.data}
      alert={alert}
      onRestart={() => {
        setAlert(null);
        form.reset();
        setup.mutate();
      }}
    >
      <form noValidate onSubmit={form.onSubmit(confirm)}>
        <Stack gap="sm">
          <Text size="sm">{t('security.enrol.step2')}</Text>
          <OneTimeCodeInput {...form.getInputProps('code')} />
          <WriteButton type="submit" loading={enable.isPending}>
            {t('security.enrol.submit')}
          </WriteButton>
        </Stack>
      </form>
    </ScanStep>
  );
}

interface ScanStepProps {
  setup: TwoFactorSetupResponse;
  alert: Refusal | null;
  onRestart: () => void;
  children: ReactNode;
}

function ScanStep({ setup, alert, onRestart, children }: ScanStepProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      {alert && (
        <Alert color="red" role="alert">
          <Text size="sm">{alert.message}</Text>
          {alert.restart && (
            <Button variant="white" color="red" size="compact-sm" mt="xs" onClick={onRestart}>
              {t('security.enrol.restart')}
            </Button>
          )}
        </Alert>
      )}
      <Text size="sm">{t('security.enrol.step1')}</Text>
      <Image
        src={setup.qr_code}
        alt={t('security.enrol.qrAlt')}
        w={192}
        h={192}
        mx="auto"
        radius="sm"
        bg="white"
      />
      <Button
        component="a"
        href={setup.otpauth_url}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        style={{ alignSelf: 'center' }}
      >
        {t('security.enrol.openApp')}
      </Button>
      <Textarea
        label={t('security.enrol.secret')}
        description={t('security.enrol.secretHint')}
        value={groupedSecret(setup.secret)}
        readOnly
        autosize
        minRows={1}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          <CopyValueButton value={setup.secret} label={t('security.enrol.copySecret')} />
        }
      />
      {children}
    </Stack>
  );
}
