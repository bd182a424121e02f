import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '../features/console';
import { SignInScreen } from '../features/session';
import { useSession } from '../lib/session/session-context';

/** The console shows one screen at a time: restoring, sign-in, or the console itself. */
export function AppScreens() {
  const { t } = useTranslation();
  const { state } = useSession();
  switch (state.status) {
    case 'restoring':
      return (
        <Center mih="100vh">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text role="status">{t('session.restoring')}</Text>
          </Stack>
        </Center>
      );
    case 'signed-out':
      return <SignInScreen notice={state.notice} />;
    case 'signed-in':
      return <ConsoleFrame user={state.user} />;
  }
}
