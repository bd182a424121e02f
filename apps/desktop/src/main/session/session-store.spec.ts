import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from './session-store';
import { makeAesCipher } from '../testing/aes-cipher';
import { makeTempDir } from '../testing/temp-dir';
import { createTokenVault, type Cipher } from './token-vault';
import { createVaultFile } from './vault-file';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const LATER = '2026-03-02T10:00:00.000Z';
const EARLIER = '2026-02-28T10:00:00.000Z';

describe('SessionStore with the encrypted vault', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let file: string;

  beforeEach(async () => {
    ({ dir, cleanup } = await makeTempDir());
    file = join(dir, 'session.bin');
  });
  afterEach(() => cleanup());

  const makeStore = (cipher: Cipher, now = NOW) =>
    new SessionStore(createTokenVault(cipher, createVaultFile(file)), () => now);

  it('keeps the token encrypted on disk and restores it at the next start', async () => {
    const cipher = makeAesCipher();
    const first = makeStore(cipher);
    await first.set({ accessToken: 'token-of-the-operator', expiresAt: LATER });

    const onDisk = await readFile(file);
    expect(onDisk.toString('utf8')).not.toContain('token-of-the-operator');
    expect(onDisk.toString('latin1')).not.toContain('token-of-the-operator');

    const afterRestart = makeStore(cipher);
    expect(await afterRestart.token()).toBeNull();
    await afterRestart.restore();
    expect(await afterRestart.token()).toBe('token-of-the-operator');
  });

  it('erases the file on sign-out', async () => {
    const cipher = makeAesCipher();
    const store = makeStore(cipher);
    await store.set({ accessToken: 'abc', expiresAt: LATER });
    await store.clear();
    expect(await store.token()).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('drops an expired session at start and when it expires while running', async () => {
    const cipher = makeAesCipher();
    await makeStore(cipher).set({ accessToken: 'old', expiresAt: EARLIER });
    const restarted = makeStore(cipher);
    await restarted.restore();
    expect(await restarted.token()).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });

    let now = NOW;
    const running = new SessionStore(createTokenVault(cipher, createVaultFile(file)), () => now);
    await running.set({ accessToken: 'short', expiresAt: '2026-03-01T10:05:00.000Z' });
    expect(await running.token()).toBe('short');
    now = Date.parse('2026-03-01T10:05:00.000Z');
    expect(await running.token()).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('writes nothing when the OS offers no key store', async () => {
    const store = makeStore(makeAesCipher({ available: false }));
    await store.set({ accessToken: 'in-memory-only', expiresAt: LATER });
    expect(await store.token()).toBe('in-memory-only');
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('forgets a file it cannot decrypt (another key, tampered bytes)', async () => {
    await makeStore(makeAesCipher()).set({ accessToken: 'abc', expiresAt: LATER });
    const withOtherKey = makeStore(makeAesCipher());
    await withOtherKey.restore();
    expect(await withOtherKey.token()).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
