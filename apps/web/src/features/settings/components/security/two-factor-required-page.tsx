import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../../components/public-layout';
import { SignOutButton } from '../../../../components/sign-out-button';
import { TwoFactorEnrolment } from './two-factor-enrolment';

interface TwoFactorRequiredPageProps {
  user: Pick<UserDto, 'email'>;
  /** The recovery codes were kept: the caller refreshes the user, which opens the app. */
  onDone: () => void;
}

/**
 * What an account that must use two-factor sign-in (a super admin, when the platform requires
 * it) sees until it is on: the server answers nothing else to this session.
 */
export function TwoFactorRequiredPage({ user, onDone }: TwoFactorRequiredPageProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle>{t('security.required.title')}</PageTitle>
      <Stack>
        <Alert color="blue" icon={<IconShieldLock aria-hidden />}>
          <Text size="sm">{t('security.required.explain')}</Text>
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('security.required.account', { email: user.email })}
          </Text>
        </Alert>
        <TwoFactorEnrolment email={user.email} onDone={onDone} />
        <Group justify="center">
          <SignOutButton />
        </Group>
      </Stack>
    </PublicLayout>
  );
}
