import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Cipher } from '../session/token-vault';

/** An AES-256-GCM cipher with a per-test key, standing where safeStorage stands in the app. */
export function makeAesCipher({ available = true } = {}): Cipher {
  const key = randomBytes(32);
  return {
    isAvailable: async () => available,
    async encrypt(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    async decrypt(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
