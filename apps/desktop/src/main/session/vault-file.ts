import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { VaultFile } from './token-vault';

/** A vault file on disk, readable by the current user only. */
export function createVaultFile(path: string): VaultFile {
  return {
    async read() {
      try {
        return await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(data) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { mode: 0o600 });
    },
    async remove() {
      await rm(path, { force: true });
    },
  };
}
