import { AppShell, Title } from '@mantine/core';
import type { UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { operatorName } from '../operator-name';
import { ConsoleHeader } from './console-header';

/** The signed-in console: the header and the main area the console's tabs will fill. */
export function ConsoleFrame({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 64 }} padding="lg">
      <AppShell.Header>
        <ConsoleHeader user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Title order={2} size="h3">
          {t('console.welcome', { name: operatorName(user) })}
        </Title>
      </AppShell.Main>
    </AppShell>
  );
}
