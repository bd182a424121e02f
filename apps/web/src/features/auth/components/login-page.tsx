import { useEffect, useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { clearSignOutNotice, peekSignOutNotice, type SignOutReason } from '../../../lib/session';
import type { SignInVariant } from '../hooks/use-sign-in';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';

/** Set by the reset-password page when it sends the user back here. */
export interface LoginLocationState {
  passwordReset?: boolean;
}

function SignOutNotice({ reason }: { reason: SignOutReason }) {
  const { t } = useTranslation();
  const texts: Record<SignOutReason, string> = {
    user: t('auth.signedOut'),
    everywhere: t('auth.signedOutEverywhere'),
    idle: t('auth.signedOutIdle'),
    expired: t('errors.SESSION_EXPIRED'),
    revoked: t('errors.SESSION_REVOKED'),
    suspended: t('errors.ACCOUNT_SUSPENDED'),
  };
  const chosen = reason === 'user' || reason === 'everywhere';
  return (
    <Alert color={chosen ? 'teal' : reason === 'suspended' ? 'red' : 'yellow'} role="status">
      {texts[reason]}
    </Alert>
  );
}

export function LoginPage({ variant = 'member' }: { variant?: SignInVariant }) {
  const { t } = useTranslation();
  const location = useLocation();
  const passwordReset = (location.state as LoginLocationState | null)?.passwordReset === true;
  const [forgotOpened, forgot] = useDisclosure(false);
  const [notice] = useState(peekSignOutNotice);
  useEffect(() => clearSignOutNotice(), []);

  return (
    <PublicLayout>
      <PageTitle>
        {variant === 'superAdmin' ? t('auth.superAdminTitle') : t('auth.title')}
      </PageTitle>
      <Stack>
        <Text size="sm" c="dimmed">
          {variant === 'superAdmin' ? t('auth.superAdminSubtitle') : t('auth.subtitle')}
        </Text>
        {notice && <SignOutNotice reason={notice} />}
        {passwordReset && (
          <Alert color="teal" role="status">
            {t('auth.passwordResetDone')}
          </Alert>
        )}
        <LoginForm variant={variant} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={forgot.open}>
            {t('auth.forgotPassword')}
          </Anchor>
          {variant === 'member' && (
            <Text size="sm">
              {t('auth.noAccount')}{' '}
              <Anchor component={Link} to="/register">
                {t('auth.createAccount')}
              </Anchor>
            </Text>
          )}
        </Group>
      </Stack>
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
    </PublicLayout>
  );
}
