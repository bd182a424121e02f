import { useEffect, useState } from 'react';
import { Button, Stack, Switch } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session';
import { DisableTwoFactorModal } from './disable-two-factor-modal';
import { RecoveryCodesModal } from './recovery-codes-modal';
import { TwoFactorEnrolmentModal } from './two-factor-enrolment-modal';

type Flow = 'enrol' | 'disable' | 'codes';

interface TwoFactorSectionProps {
  /** A step is open over the settings, which must then stay open under it. */
  onOpenChange?: (opened: boolean) => void;
}

/**
 * The switch shows the account's state as the server answers it (never a setting of the form):
 * turning it on opens the enrolment, turning it off asks for a proof, and it moves only once
 * the server has done it.
 */
export function TwoFactorSection({ onOpenChange }: TwoFactorSectionProps) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const enabled = user?.two_factor_enabled === true;
  const [flow, setFlow] = useState<Flow | null>(null);
  const close = () => setFlow(null);

  useEffect(() => {
    onOpenChange?.(flow !== null);
  }, [flow, onOpenChange]);

  return (
    <Stack gap="sm">
      <Switch
        label={t('settings.twoFactor')}
        description={enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        checked={enabled}
        onChange={(event) => setFlow(event.currentTarget.checked ? 'enrol' : 'disable')}
      />
      {enabled && (
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setFlow('codes')}
        >
          {t('security.newCodes.open')}
        </Button>
      )}
      <TwoFactorEnrolmentModal
        opened={flow === 'enrol'}
        onClose={close}
        email={user?.email ?? ''}
      />
      <DisableTwoFactorModal opened={flow === 'disable'} onClose={close} />
      <RecoveryCodesModal opened={flow === 'codes'} onClose={close} email={user?.email ?? ''} />
    </Stack>
  );
}
