import { useState } from 'react';
import { Alert, Loader, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaintenanceStatus } from '@tontine/contracts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { useMaintenanceStatus } from '../api/get-maintenance-status';
import { useToggleMaintenance } from '../api/toggle-maintenance';
import { useWriteBlock } from '../../../components/offline-writes';

function MaintenanceControls({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation();
  const toggle = useToggleMaintenance();
  const { offline, describedBy } = useWriteBlock();
  const [message, setMessage] = useState(status.message);
  const [estimate, setEstimate] = useState(status.estimated_time);

  function change(enabled: boolean) {
    toggle.mutate(
      {
        enabled,
        message: message.trim() || undefined,
        estimated_time: estimate.trim() || undefined,
      },
      {
        onSuccess: (next) => {
          notifySuccess({
            message: next.enabled ? t('maintenanceAdmin.enabled') : t('maintenanceAdmin.disabled'),
          });
          if (next.enabled) notifyWarning({ message: t('maintenanceAdmin.usersWarning') });
        },
        onError: (error) =>
          notifyError({
            message: describeError(error, t, {
              network: 'maintenanceAdmin.connectionError',
              fallback: 'maintenanceAdmin.failed',
            }),
          }),
      },
    );
  }

  return (
    <Stack>
      <TextInput
        label={t('maintenanceAdmin.message')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={500}
      />
      <TextInput
        label={t('maintenanceAdmin.estimate')}
        value={estimate}
        onChange={(event) => setEstimate(event.currentTarget.value)}
        maxLength={100}
      />
      <Switch
        label={t('maintenanceAdmin.mode')}
        // While the call runs, the switch shows the state asked for.
        checked={toggle.isPending && toggle.variables ? toggle.variables.enabled : status.enabled}
        disabled={toggle.isPending || offline}
        aria-describedby={describedBy}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      {status.enabled && (
        <Alert color="orange" role="status">
          {t('maintenanceAdmin.usersWarning')}
        </Alert>
      )}
    </Stack>
  );
}

/** The Administration block (super admins only): switches maintenance mode for everyone else. */
export function MaintenanceAdminPanel() {
  const { t } = useTranslation();
  const status = useMaintenanceStatus();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('maintenanceAdmin.title')}
    >
      <Title order={3} fz="h5" mb="sm">
        {t('maintenanceAdmin.title')}
      </Title>
      {status.data ? (
        // Remounted when the server's status changes, so the fields show what is in force.
        <MaintenanceControls key={status.data.updated_at} status={status.data} />
      ) : status.isError ? (
        <Alert color="red" role="alert">
          {t('maintenanceAdmin.connectionError')}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
    </Paper>
  );
}
