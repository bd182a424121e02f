import { useSyncExternalStore } from 'react';
import {
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  FONT_SIZES,
  SESSION_TIMEOUT_OPTIONS,
  SETTINGS_CURRENCIES,
  type UserSettings,
} from '@tontine/contracts';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/**
 * The settings that change how this browser behaves, applied at start from the last saved
 * copy so that the font size or the idle sign-out delay hold before the settings call answers.
 */
export type DisplayPreferences = Pick<
  UserSettings,
  'font_size' | 'currency' | 'session_timeout' | 'debug_mode'
>;

export const DEFAULT_PREFERENCES: DisplayPreferences = {
  font_size: 'medium',
  currency: 'KES',
  session_timeout: DEFAULT_SESSION_TIMEOUT_MINUTES,
  debug_mode: false,
};

/** Root font sizes: Mantine sizes everything in rem, so the whole interface scales. */
const ROOT_FONT_SIZE: Record<UserSettings['font_size'], string> = {
  small: '14px',
  medium: '16px',
  large: '18px',
};

function oneOf<T>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function load(): DisplayPreferences {
  const stored = readJson(STORAGE_KEYS.preferences);
  const record =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    font_size: oneOf(FONT_SIZES, record.font_size, DEFAULT_PREFERENCES.font_size),
    currency: oneOf(SETTINGS_CURRENCIES, record.currency, DEFAULT_PREFERENCES.currency),
    session_timeout: oneOf<number>(
      SESSION_TIMEOUT_OPTIONS,
      record.session_timeout,
      DEFAULT_PREFERENCES.session_timeout,
    ),
    debug_mode: record.debug_mode === true,
  };
}

let current = load();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPreferences(): DisplayPreferences {
  return current;
}

export function usePreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}

export function applyFontSize(size: UserSettings['font_size']): void {
  document.documentElement.style.fontSize = ROOT_FONT_SIZE[size];
}

export function setPreferences(settings: DisplayPreferences): void {
  const next: DisplayPreferences = {
    font_size: settings.font_size,
    currency: settings.currency,
    session_timeout: settings.session_timeout,
    debug_mode: settings.debug_mode,
  };
  // Unchanged preferences publish nothing, so that applying them cannot loop through a render.
  if (
    (Object.keys(next) as (keyof DisplayPreferences)[]).every((key) => next[key] === current[key])
  ) {
    applyFontSize(next.font_size);
    return;
  }
  current = next;
  writeJson(STORAGE_KEYS.preferences, current);
  applyFontSize(current.font_size);
  listeners.forEach((listener) => listener());
}

export function isDebugEnabled(): boolean {
  return current.debug_mode;
}

/** Applies the stored preferences once, before the first render. */
export function applyStoredPreferences(): void {
  applyFontSize(current.font_size);
}
