import { useEffect, useRef } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import type { UserSettings } from '@tontine/contracts';
import { setPreferences } from '../../../lib/preferences';

/**
 * Makes saved settings take effect in this browser: colour scheme, root font size, display
 * currency, idle sign-out delay and API logging. Not the language: it is the account's one
 * language, which the session's user carries (saving the settings updates it) and the session
 * effects apply; settings restored from the offline copy could otherwise put an older one back.
 */
export function useApplySettings(settings: UserSettings | undefined): void {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Read through a ref: the setter is not stable, and the effect must run once per settings.
  const scheme = useRef({ colorScheme, setColorScheme });
  scheme.current = { colorScheme, setColorScheme };

  useEffect(() => {
    if (!settings) return;
    if (scheme.current.colorScheme !== settings.theme)
      scheme.current.setColorScheme(settings.theme);
    setPreferences(settings);
  }, [settings]);
}
