import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import type { GuidedFlowStep, UserDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreateGroupModal, GroupSearchPage } from '../../../features/groups';
import {
  guidePath,
  useFlowDraft,
  WelcomeStep,
  type FlowStepContext,
} from '../../../features/guided-flows';
import { RoleCard } from '../../../features/onboarding';

type Role = 'member' | 'admin';
interface OnboardingDraft {
  role: Role | null;
}

function RoleStep({ context }: { context: FlowStepContext }) {
  const { t } = useTranslation();
  const { draft, update } = useFlowDraft<OnboardingDraft>('onboarding', { role: null });
  const choose = (role: Role) => {
    update({ role });
    const label = role === 'member' ? t('onboarding.memberTitle') : t('onboarding.adminTitle');
    context.feedback('success', t('guidedFlows.role.chosen', { role: label }));
  };
  const action = (role: Role) => (
    <Button
      onClick={() => choose(role)}
      variant={draft.role === role ? 'filled' : 'light'}
      leftSection={draft.role === role ? <IconCheck size={16} aria-hidden /> : undefined}
      aria-pressed={draft.role === role}
      fullWidth
    >
      {draft.role === role ? t('guidedFlows.role.selected') : t('guidedFlows.role.choose')}
    </Button>
  );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('onboarding.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RoleCard
          icon={<IconUserPlus aria-hidden />}
          title={t('onboarding.memberTitle')}
          description={t('onboarding.memberDescription')}
          action={action('member')}
        />
        <RoleCard
          icon={<IconUsersGroup aria-hidden />}
          title={t('onboarding.adminTitle')}
          description={t('onboarding.adminDescription')}
          action={action('admin')}
        />
      </SimpleGrid>
    </Stack>
  );
}

function CreateGroupStep() {
  const { t } = useTranslation();
  const { draft } = useFlowDraft<OnboardingDraft>('onboarding', { role: null });
  const [opened, setOpened] = useState(false);
  if (draft.role !== 'admin') return <Text>{t('guidedFlows.createGroup.memberChoice')}</Text>;
  return (
    <Stack>
      <Text>{t('guidedFlows.createGroup.adminText')}</Text>
      <Group gap="sm">
        <Button onClick={() => setOpened(true)}>{t('guidedFlows.createGroup.open')}</Button>
        <Button component={Link} to={guidePath('groupCreation')} variant="default">
          {t('guidedFlows.createGroup.detailed')}
        </Button>
      </Group>
      <CreateGroupModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

function JoinGroupStep() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Text style={{ flex: '1 1 16rem' }}>{t('guidedFlows.joinGroup.text')}</Text>
        <Button component={Link} to={guidePath('joinRequest')} variant="default" size="xs">
          {t('guidedFlows.joinGroup.detailed')}
        </Button>
      </Group>
      <GroupSearchPage />
    </Stack>
  );
}

export function CompleteStep({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('guidedFlows.complete.title')}
      </Title>
      <Text>{text ?? t('guidedFlows.complete.text')}</Text>
      <Button component={Link} to="/dashboard" variant="default" w="fit-content">
        {t('guidedFlows.complete.home')}
      </Button>
    </Stack>
  );
}

/** The onboarding flow's screens: welcome, the role choice, creating, joining, done. */
export function OnboardingStep({
  user,
  step,
  context,
}: {
  user: UserDto;
  step: GuidedFlowStep<'onboarding'>;
  context: FlowStepContext;
}) {
  switch (step) {
    case 'welcome':
      return <WelcomeStep name={user.first_name || user.username} />;
    case 'role-selection':
      return <RoleStep context={context} />;
    case 'create-group':
      return <CreateGroupStep />;
    case 'join-group':
      return <JoinGroupStep />;
    case 'complete':
      return <CompleteStep />;
  }
}
