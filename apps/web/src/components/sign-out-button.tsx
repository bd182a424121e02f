import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../lib/sign-out';
import { ConfirmDialog } from './confirm-dialog';

/**
 * 'Déconnexion': asks first (signing out is confirmed), then stays busy while the
 * server ends the session (a few seconds at most).
 */
export function SignOutButton(props: ButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        {...props}
        loading={pending}
        onClick={() => setAsking(true)}
      >
        {t('common.logout')}
      </Button>
      <ConfirmDialog
        worksOffline
        opened={asking}
        title={t('common.logout')}
        confirmLabel={t('common.logout')}
        loading={pending}
        // Above the settings modal the button sits in.
        zIndex={300}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setPending(true);
          void signOut('user');
        }}
      >
        {t('common.logoutConfirm')}
      </ConfirmDialog>
    </>
  );
}
