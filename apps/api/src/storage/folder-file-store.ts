import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config.js';
import { FileStore, type FileArea } from './file-store.js';

/**
 * Files in folders: photos in DATA_DIR/uploads, proofs in DATA_DIR/proofs, ad images in
 * DATA_DIR/ad-images, backups in BACKUP_DIR. Past one machine DATA_DIR and BACKUP_DIR are a
 * folder every instance mounts (NFS). Proofs and backups are readable by this user only.
 */
export class FolderFileStore extends FileStore {
  private readonly folders: Record<FileArea, string>;

  constructor(config: Pick<AppConfig, 'uploadDir' | 'dataDir' | 'backupDir'>) {
    super();
    this.folders = {
      photos: config.uploadDir,
      proofs: join(config.dataDir, 'proofs'),
      'ad-images': join(config.dataDir, 'ad-images'),
      backups: config.backupDir,
    };
  }

  private path(area: FileArea, name: string): string {
    return join(this.folders[area], name);
  }

  async scratchFolder(area: FileArea): Promise<string> {
    const folder = this.folders[area];
    await mkdir(folder, { recursive: true, mode: privateArea(area) ? 0o700 : 0o755 });
    return folder;
  }

  async put(area: FileArea, name: string, bytes: Buffer): Promise<void> {
    const folder = await this.scratchFolder(area);
    // Written aside, then renamed: under its name a file is whole or absent.
    const partial = join(folder, `${name}.part`);
    await writeFile(partial, bytes, { mode: privateArea(area) ? 0o600 : 0o644 });
    await rename(partial, join(folder, name));
  }

  async get(area: FileArea, name: string): Promise<Buffer | undefined> {
    return readFile(this.path(area, name)).catch(() => undefined);
  }

  async remove(area: FileArea, name: string): Promise<void> {
    await rm(this.path(area, name), { force: true });
  }

  async adopt(area: FileArea, name: string, localFile: string): Promise<void> {
    const target = this.path(area, name);
    if (resolve(localFile) !== resolve(target)) await rename(localFile, target);
  }

  async open(
    area: FileArea,
    name: string,
  ): Promise<{ stream: Readable; size: number } | undefined> {
    const file = this.path(area, name);
    const present = await stat(file).catch(() => null);
    return present ? { stream: createReadStream(file), size: present.size } : undefined;
  }
}

function privateArea(area: FileArea): boolean {
  return area === 'proofs' || area === 'backups';
}
