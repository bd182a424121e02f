import { Button, Center, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { SignOutButton } from '../../components/sign-out-button';

/** A stored token whose user cannot be loaded (server down): retry or sign out. */
export function UserLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack maw={420}>
        <ErrorAlert error={error} />
        <Group justify="center">
          <Button onClick={onRetry}>{t('settings.reload')}</Button>
          <SignOutButton variant="default" color="gray" leftSection={null} />
        </Group>
      </Stack>
    </Center>
  );
}
