import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../test/factories';
import { getSession, startSession, updateSessionUser, useSession } from './session';
import { STORAGE_KEYS } from './storage';

describe('updateSessionUser', () => {
  it('keeps the session as it is when the user read again is the same', () => {
    const user = makeAccount();
    startSession('token-1', user);
    const before = getSession();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useSession();
    });
    // Each page load reads the user again: an equal copy must not re-render the pages.
    act(() => updateSessionUser(structuredClone(user)));
    expect(getSession()).toBe(before);
    expect(renders).toBe(1);
  });

  it('publishes and stores a user that changed', () => {
    const user = makeAccount();
    startSession('token-1', user);
    const { result } = renderHook(() => useSession());
    act(() => updateSessionUser({ ...user, language: 'sw' }));
    expect(result.current?.user?.language).toBe('sw');
    expect(result.current?.token).toBe('token-1');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}');
    expect(stored.language).toBe('sw');
  });
});
