import { useState, type ReactNode } from 'react';
import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useSettings } from '../api/get-settings';
import { SettingsEditor } from './settings-editor';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  email: string;
  /** The Administration block of the Système tab, for super admins only. */
  administration?: ReactNode;
}

/** The settings modal, with its tabs, filled from `GET /api/users/me/settings`. */
export function SettingsModal({ opened, onClose, email, administration }: SettingsModalProps) {
  const { t } = useTranslation();
  const settings = useSettings(opened);
  // Bumped by Reload only: a background refetch must not wipe what the user is typing.
  const [generation, setGeneration] = useState(0);
  // While a security step is open over it (recovery codes on screen), Escape or a click
  // outside must not close the settings, and the step with them.
  const [held, setHeld] = useState(false);

  async function reload() {
    await settings.refetch();
    setGeneration((value) => value + 1);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      size="lg"
      centered
      closeOnEscape={!held}
      closeOnClickOutside={!held}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {settings.data ? (
        <SettingsEditor
          key={generation}
          settings={settings.data}
          email={email}
          administration={administration}
          onReload={() => void reload()}
          reloading={settings.isFetching}
          onClose={onClose}
          onFlowChange={setHeld}
        />
      ) : settings.isError ? (
        <Alert color="red" role="alert" title={t('settings.loadFailed')}>
          {describeError(settings.error, t)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Modal>
  );
}
