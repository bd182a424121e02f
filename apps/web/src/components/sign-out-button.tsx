import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../lib/sign-out';

/** 'Déconnexion': busy while the server ends the session (a few seconds at most). */
export function SignOutButton(props: ButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconLogout size={16} aria-hidden />}
      {...props}
      loading={pending}
      onClick={() => {
        setPending(true);
        void signOut('user');
      }}
    >
      {t('common.logout')}
    </Button>
  );
}
