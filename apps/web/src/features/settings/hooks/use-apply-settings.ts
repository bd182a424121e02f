import { useEffect, useRef } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import type { UserSettings } from '@tontine/contracts';
import { setInterfaceLanguage } from '../../../lib/i18n';
import { setPreferences } from '../../../lib/preferences';

/**
 * Makes saved settings take effect in this browser: interface language, colour scheme, root
 * font size, display currency, idle sign-out delay and API logging.
 */
export function useApplySettings(settings: UserSettings | undefined): void {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Read through a ref: the setter is not stable, and the effect must run once per settings.
  const scheme = useRef({ colorScheme, setColorScheme });
  scheme.current = { colorScheme, setColorScheme };

  useEffect(() => {
    if (!settings) return;
    void setInterfaceLanguage(settings.language);
    if (scheme.current.colorScheme !== settings.theme)
      scheme.current.setColorScheme(settings.theme);
    setPreferences(settings);
  }, [settings]);
}
