import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_REASON_ID } from './offline-writes';

/**
 * Shown while the browser is offline: the pages show the last-seen data (lib/offline-cache),
 * and every button that would change data is disabled, pointing to this message (§8).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  const banner = (fixed: boolean) => (
    <Alert
      role={fixed ? 'status' : undefined}
      color="orange"
      variant="filled"
      radius={0}
      p="xs"
      pos={fixed ? 'fixed' : 'relative'}
      top={0}
      left={0}
      right={0}
      style={fixed ? { zIndex: 1000 } : { visibility: 'hidden' }}
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid={fixed ? 'offline-banner' : undefined}
      aria-hidden={fixed ? undefined : true}
    >
      <strong>{t('settings.offlineMode')}</strong> · {t('common.networkError')}{' '}
      <span id={fixed ? OFFLINE_REASON_ID : undefined}>{t('common.offlineWrites')}</span>
    </Alert>
  );
  // Fixed over the top of every page, the member shell's fixed header included; an invisible
  // copy in the flow pushes the page down by the banner's height so that nothing is hidden.
  return (
    <>
      {banner(true)}
      {banner(false)}
    </>
  );
}
