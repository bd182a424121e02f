import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../test/factories';
import { jsonResponse } from '../test/render';
import { onApiEvent } from './api-events';
import { getSession, startSession } from './session';
import { LOGOUT_WAIT_MS, signOut, signOutEverywhere, signOutReasonFor } from './sign-out';
import { STORAGE_KEYS } from './storage';

const user = makeAccount();

describe('signOut', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    startSession('token-123', user);
  });
  afterEach(() => vi.useRealTimers());

  it('ends the session on the server before forgetting it here', async () => {
    const order: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      order.push(`server while signed in: ${getSession() !== null}`);
      return jsonResponse({ message: 'Vous êtes déconnecté.' });
    });
    await signOut('user');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
    expect(order).toEqual(['server while signed in: true']);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('user');
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it(`leaves after ${LOGOUT_WAIT_MS} ms when the server does not answer`, async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const done = signOut('idle');
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(getSession()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('idle');
  });

  it('leaves at once when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut('user');
    expect(getSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('does not take the 401 of an already ended session for a new sign-out', async () => {
    const ended = vi.fn();
    const off = onApiEvent('unauthorized', ended);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Votre session a été fermée.', code: 'SESSION_REVOKED' }, 401),
    );
    await signOut('user');
    off();
    expect(ended).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('tells the server nothing when it ended the session itself', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await signOut('revoked');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('revoked');
  });

  it('joins a sign-out already under way', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: 'Vous êtes déconnecté.' }));
    await Promise.all([signOut('user'), signOut('user'), signOut('expired')]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves with the sign-out-everywhere notice, whatever that call made the app refuse', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await signOutEverywhere(async () => {
      // The server closed this session's socket: the app's check is refused meanwhile.
      await signOut('revoked');
    });
    await signOut('revoked');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('everywhere');
  });

  it('stays signed in when ending every session fails', async () => {
    await expect(signOutEverywhere(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(getSession()?.token).toBe('token-123');
    expect(assign).not.toHaveBeenCalled();
    await signOut('revoked');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('revoked');
  });

  it('names the reason of a refused token from its code', () => {
    expect(signOutReasonFor('SESSION_REVOKED')).toBe('revoked');
    expect(signOutReasonFor('ACCOUNT_SUSPENDED')).toBe('suspended');
    expect(signOutReasonFor('SESSION_EXPIRED')).toBe('expired');
    expect(signOutReasonFor(undefined)).toBe('expired');
  });
});
