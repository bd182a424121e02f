import { z } from 'zod';

/** What the console keeps of a sign-in: the bearer token and when the API said it expires. */
export interface StoredSession {
  accessToken: string;
  expiresAt: string;
}

/** The encryption the vault relies on (Electron's safeStorage in the app, AES-GCM with a test key in the specs). */
export interface Cipher {
  /** False when the OS offers no real key store: the vault then keeps nothing on disk. */
  isAvailable(): Promise<boolean>;
  encrypt(plainText: string): Promise<Buffer>;
  decrypt(encrypted: Buffer): Promise<string>;
}

/** The one file the vault writes. */
export interface VaultFile {
  read(): Promise<Buffer | null>;
  write(data: Buffer): Promise<void>;
  remove(): Promise<void>;
}

export interface TokenVault {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

const storedSessionSchema = z.strictObject({
  accessToken: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * Persists the session encrypted. Anything unreadable (another machine's key, a truncated
 * file, an older format) is treated as no session and removed: the operator signs in again.
 */
export function createTokenVault(cipher: Cipher, file: VaultFile): TokenVault {
  return {
    async load() {
      const data = await file.read();
      if (!data) return null;
      if (!(await cipher.isAvailable())) return null;
      try {
        const parsed = storedSessionSchema.safeParse(JSON.parse(await cipher.decrypt(data)));
        if (parsed.success) return parsed.data;
      } catch {
        // Falls through to removal below.
      }
      await file.remove();
      return null;
    },
    async save(session) {
      if (!(await cipher.isAvailable())) {
        // Never write the token in clear: without a key store the session lasts until quit.
        await file.remove();
        return;
      }
      await file.write(await cipher.encrypt(JSON.stringify(session)));
    },
    async clear() {
      await file.remove();
    },
  };
}
