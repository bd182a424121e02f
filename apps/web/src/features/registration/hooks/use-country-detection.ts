import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEOLOCATION_CACHE_MS, GEOLOCATION_TIMEOUT_MS, countryName } from '@tontine/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { lookUpIpCountry } from '../api/lookup-ip-country';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_CACHE_MS,
    });
  });
}

/**
 * The country auto-detection: the browser's permission first (10 s, 5 min cache), then the
 * public IP lookup names the country. Any failure keeps the country already selected.
 */
export function useCountryDetection(onDetected: (code: string) => void) {
  const { t } = useTranslation();
  const [detecting, setDetecting] = useState(false);

  async function detect(currentCountry: string): Promise<void> {
    setDetecting(true);
    try {
      await currentPosition();
      const code = await lookUpIpCountry();
      onDetected(code);
      notifySuccess({
        title: t('registration.countryDetected'),
        message: countryName(code, currentLanguage()),
      });
    } catch {
      notifyWarning({
        title: t('registration.geolocationUnavailable'),
        message: t('registration.defaultCountryKept', {
          country: countryName(currentCountry, currentLanguage()),
        }),
      });
    } finally {
      setDetecting(false);
    }
  }

  return { detect, detecting };
}
