import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import type { UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../components/sign-out-button';
import { ProfileSummary } from './profile-summary';

/**
 * The member home: 'Karibu, {username}', sign-out, the sections the app composes in (the
 * groups) and the member's profile.
 */
export function MemberDashboard({
  user,
  children,
  headerAction,
}: {
  user: UserDto;
  children?: ReactNode;
  /** Shown beside the greeting (the app puts the notification bell there). */
  headerAction?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('dashboard.greeting', { username: user.username })}
        </Title>
        <Group gap="xs">
          {headerAction}
          <SignOutButton />
        </Group>
      </Group>
      {children}
      <ProfileSummary user={user} />
    </Stack>
  );
}
