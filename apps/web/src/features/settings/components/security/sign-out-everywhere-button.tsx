import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOutEverywhere } from '../../api/sign-out-everywhere';
import { SecurityModal } from './security-modal';
import { ErrorAlert } from '../../../../components/error-alert';
import { WriteButton } from '../../../../components/offline-writes';

interface SignOutEverywhereButtonProps {
  onOpenChange?: (opened: boolean) => void;
}

/** "Sign out everywhere": every session of the account ends, this one too, after a confirmation. */
export function SignOutEverywhereButton({ onOpenChange }: SignOutEverywhereButtonProps) {
  const { t } = useTranslation();
  const everywhere = useSignOutEverywhere();
  const [opened, setOpened] = useState(false);

  function setOpen(next: boolean) {
    setOpened(next);
    onOpenChange?.(next);
    if (!next) everywhere.reset();
  }

  return (
    <>
      <WriteButton
        variant="light"
        color="red"
        leftSection={<IconDevices size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {t('security.everywhere.open')}
      </WriteButton>
      <SecurityModal
        opened={opened}
        onClose={() => setOpen(false)}
        title={t('security.everywhere.title')}
      >
        <Stack>
          {everywhere.isError && <ErrorAlert error={everywhere.error} />}
          <Text size="sm">{t('security.everywhere.explain')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <WriteButton
              color="red"
              loading={everywhere.isPending || everywhere.isSuccess}
              onClick={() => everywhere.mutate()}
            >
              {t('security.everywhere.submit')}
            </WriteButton>
          </Group>
        </Stack>
      </SecurityModal>
    </>
  );
}
