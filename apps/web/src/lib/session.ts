import { useSyncExternalStore } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { ROLES, type UserDto } from '@tontine/contracts';
import {
  STORAGE_KEYS,
  clearAppStorage,
  readItem,
  readJson,
  removeItem,
  writeItem,
  writeJson,
} from './storage';

/**
 * The signed-in session: the bearer token and the last known user, mirrored in local
 * storage so that a reload keeps the member signed in.
 */
export interface Session {
  token: string;
  user: UserDto | null;
}

/**
 * Why the person is back on the login page: they signed out, were idle, or the server ended the
 * session (expired, ended from elsewhere, account suspended, or "sign out everywhere").
 */
export const SIGN_OUT_REASONS = [
  'user',
  'idle',
  'expired',
  'revoked',
  'suspended',
  'everywhere',
] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

function isStoredUser(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.username === 'string' &&
    typeof record.role === 'string' &&
    (ROLES as readonly string[]).includes(record.role) &&
    typeof record.onboarding_completed === 'boolean'
  );
}

function loadSession(): Session | null {
  const token = readItem(STORAGE_KEYS.token);
  if (!token) return null;
  const user = readJson(STORAGE_KEYS.user);
  return { token, user: isStoredUser(user) ? user : null };
}

let current: Session | null = loadSession();
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function startSession(token: string, user: UserDto): void {
  writeItem(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
  publish({ token, user });
}

export function updateSessionUser(user: UserDto): void {
  if (!current) return;
  // The same user read again (every page load refreshes it) changes nothing: a new session
  // would have each page that reads it rendered again, synchronously (a store update), for nothing.
  const next = replaceEqualDeep(current.user, user);
  if (next === current.user) return;
  writeJson(STORAGE_KEYS.user, next);
  publish({ ...current, user: next });
}

/** Forgets the session in place, without leaving the page (e.g. a refused super-admin sign-in). */
export function endSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  publish(null);
}

/**
 * The local half of a sign-out: token, user and cached data leave local and session
 * storage, then the page reloads on the login screen, which says why. `lib/sign-out` tells the
 * server first; call this directly only when the server already ended the session.
 */
export function leaveSession(reason: SignOutReason): void {
  clearAppStorage();
  writeItem(STORAGE_KEYS.signOutNotice, reason, 'session');
  publish(null);
  window.location.assign('/login');
}

/** Reads and forgets the reason of the sign-out that led to this page load. */
function takeSignOutNotice(): SignOutReason | null {
  const reason = readItem(STORAGE_KEYS.signOutNotice, 'session');
  removeItem(STORAGE_KEYS.signOutNotice, 'session');
  return (SIGN_OUT_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as SignOutReason)
    : null;
}

// Read once per page load: the login page shows it until it is dismissed or the user leaves.
let pendingSignOutNotice = takeSignOutNotice();

export function peekSignOutNotice(): SignOutReason | null {
  return pendingSignOutNotice;
}

export function clearSignOutNotice(): void {
  pendingSignOutNotice = null;
}
