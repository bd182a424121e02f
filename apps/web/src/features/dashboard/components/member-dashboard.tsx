import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import type { UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { SignOutButton } from '../../../components/sign-out-button';
import { DashboardSections, type DashboardSection } from './dashboard-sections';
import { ProfileSummary } from './profile-summary';

/**
 * The member home: 'Karibu, {username}', sign-out, the sections the app composes in
 * (Aperçu, Mes Groupes, Paiements, Portefeuille: stepped on a phone), anything else it adds,
 * and the member's profile.
 */
export function MemberDashboard({
  user,
  children,
  headerAction,
  sections = [],
}: {
  user: UserDto;
  sections?: DashboardSection[];
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
      {sections.length > 0 && <DashboardSections sections={sections} />}
      {children}
      {/* Last on the page, below a phone's first screen. */}
      <AfterFirstPaint>
        <ProfileSummary user={user} />
      </AfterFirstPaint>
    </Stack>
  );
}
