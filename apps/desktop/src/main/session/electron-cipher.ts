import type { SafeStorage } from 'electron';
import type { Cipher } from './token-vault';

/**
 * safeStorage as the vault's cipher. On Linux without a secret service Electron falls back to
 * a hard-coded key ("basic_text"): that protects nothing, so the vault is told encryption is
 * unavailable and keeps the session in memory only.
 */
export function createElectronCipher(safeStorage: SafeStorage, platform: NodeJS.Platform): Cipher {
  return {
    async isAvailable() {
      if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
      return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
    },
    encrypt: (plainText) => safeStorage.encryptStringAsync(plainText),
    async decrypt(encrypted) {
      return (await safeStorage.decryptStringAsync(encrypted)).result;
    },
  };
}
