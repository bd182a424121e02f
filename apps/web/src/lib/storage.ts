import { WEB_SESSION_KEYS } from '@tontine/contracts';
import { writeLanguageCookie } from './language-cookie';

/**
 * Browser storage used by the client. Every key carries the `tontine.` prefix so that a
 * sign-out can remove exactly what this app stored, from both local and session storage.
 */
const PREFIX = 'tontine.';

export const STORAGE_KEYS = {
  ...WEB_SESSION_KEYS,
  preferences: `${PREFIX}preferences`,
  uiLanguage: `${PREFIX}ui-language`,
  colorScheme: `${PREFIX}color-scheme`,
  /** Set right before the sign-out reload so the login page can confirm it. */
  signOutNotice: `${PREFIX}signed-out`,
} as const;

type StorageKind = 'local' | 'session';

/** Storage can throw (private mode, disabled cookies): the app then runs without it. */
function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, kind: StorageKind = 'local'): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the value simply does not survive a reload.
  }
}

export function removeItem(key: string, kind: StorageKind = 'local'): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson(key: string, kind: StorageKind = 'local'): unknown {
  const raw = readItem(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: StorageKind = 'local'): void {
  writeItem(key, JSON.stringify(value), kind);
}

/** Removes every key of this app from local and session storage. */
export function clearAppStorage(): void {
  writeLanguageCookie(null);
  for (const kind of ['local', 'session'] as const) {
    const store = storage(kind);
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      keys.forEach((key) => store.removeItem(key));
    } catch {
      // Storage became unavailable while clearing: nothing more can be done.
    }
  }
}
