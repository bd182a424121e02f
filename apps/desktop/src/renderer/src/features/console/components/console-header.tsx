import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { APP_VERSION, type UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useSession } from '../../session/session-context';
import { operatorLabel } from '../operator-name';

export function ConsoleHeader({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Title order={1} size="h4">
          {t('app.name')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('app.console')}
        </Text>
        <Badge variant="light">{t('app.version', { version: APP_VERSION })}</Badge>
      </Group>
      <Group gap="md" wrap="nowrap">
        <LanguageSwitcher />
        <Stack gap={0} align="flex-end" aria-label={t('console.operator')} role="group">
          <Text size="sm" fw={600}>
            {operatorLabel(user)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`roles.${user.role}`)}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('console.signOut')}
        </Button>
      </Group>
    </Group>
  );
}
