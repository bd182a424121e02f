import { useLayoutEffect, useRef } from 'react';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_REASON_ID, useOnline } from './offline-writes';

/** The banner's height, read by the fixed parts of the shells (header, side bar, chat). */
export const OFFLINE_BANNER_HEIGHT_VAR = '--offline-banner-height';

/**
 * Shown while the browser is offline: the pages show the last-seen data (lib/offline-cache),
 * and every button that would change data is disabled, pointing to this message.
 *
 * It takes its own place at the top of the window: it sticks there, in the flow, and publishes
 * its height in OFFLINE_BANNER_HEIGHT_VAR, by which the member shell moves its fixed header and
 * side bar down. Nothing is hidden under it: not the header, not the notification bell.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const node = ref.current;
    if (!node) {
      root.removeProperty(OFFLINE_BANNER_HEIGHT_VAR);
      return;
    }
    const publish = () =>
      root.setProperty(OFFLINE_BANNER_HEIGHT_VAR, `${node.getBoundingClientRect().height}px`);
    publish();
    // Its text wraps on a phone and when the language changes: the height follows.
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty(OFFLINE_BANNER_HEIGHT_VAR);
    };
  }, [online]);

  if (online) return null;
  return (
    <Alert
      ref={ref}
      role="status"
      color="orange"
      variant="filled"
      radius={0}
      p="xs"
      pos="sticky"
      top={0}
      style={{ zIndex: 1000 }}
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid="offline-banner"
    >
      <strong>{t('settings.offlineMode')}</strong> · {t('common.networkError')}{' '}
      <span id={OFFLINE_REASON_ID}>{t('common.offlineWrites')}</span>
    </Alert>
  );
}
