import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconBrandGit, IconLogout, IconSettings } from '@tabler/icons-react';
import { APP_VERSION, type UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useSession } from '../../../lib/session/session-context';
import { operatorLabel } from '../operator-name';
import { SOURCE_CODE_URL } from '../source-code-url';

/** The header's settings: the language and the colour scheme, both kept on this machine. */
function SettingsMenu() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('console.settings')}>
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('console.settings')}
          </Text>
          <LanguageSwitcher />
          <Stack gap={4}>
            <Text size="xs" c="dimmed" id="console-theme-label">
              {t('console.theme')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="console-theme-label"
              value={colorScheme}
              onChange={(value) => setColorScheme(value as MantineColorScheme)}
              data={[
                { value: 'light', label: t('console.themeLight') },
                { value: 'dark', label: t('console.themeDark') },
                { value: 'auto', label: t('console.themeAuto') },
              ]}
            />
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ConsoleHeader({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Title order={1} size="h4">
          {t('app.name')}
        </Title>
        <Text size="sm" c="dimmed" visibleFrom="md">
          {/* The console's name says whose it is: support staff see the audit trail only. */}
          {t(user.role === 'support' ? 'app.supportConsole' : 'app.console')}
        </Text>
        <Badge variant="light" visibleFrom="sm">
          {t('app.version', { version: APP_VERSION })}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Stack
          gap={0}
          align="flex-end"
          aria-label={t('console.operator')}
          role="group"
          style={{ minWidth: 0 }}
        >
          <Text size="sm" fw={600} truncate="end" maw={{ base: 110, sm: 240 }}>
            {operatorLabel(user)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`roles.${user.role}`)}
          </Text>
        </Stack>
        {SOURCE_CODE_URL && (
          <Anchor
            href={SOURCE_CODE_URL}
            target="_blank"
            rel="noreferrer"
            size="sm"
            visibleFrom="sm"
            aria-label={t('console.sourceCode')}
          >
            <Group gap={4} wrap="nowrap">
              <IconBrandGit size={16} aria-hidden />
              {t('console.sourceCode')}
            </Group>
          </Anchor>
        )}
        <SettingsMenu />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
          aria-label={t('console.signOut')}
        >
          <Text span size="xs" visibleFrom="sm">
            {t('console.signOut')}
          </Text>
        </Button>
      </Group>
    </Group>
  );
}
