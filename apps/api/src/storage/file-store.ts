import type { Readable } from 'node:stream';

/**
 * The kinds of files the API keeps, each under its own name: the folder of the folder store
 * (under DATA_DIR, or BACKUP_DIR), the key prefix of the object store.
 */
export type FileArea = 'photos' | 'proofs' | 'ad-images' | 'backups';

/**
 * Where the uploaded files and the backups live, read by every instance: folders on a disk
 * they all mount, or an S3-compatible bucket (STORAGE_S3_BUCKET). A file is written whole or
 * not at all; a name that is absent reads as undefined.
 */
export abstract class FileStore {
  abstract put(area: FileArea, name: string, bytes: Buffer, contentType: string): Promise<void>;
  abstract get(area: FileArea, name: string): Promise<Buffer | undefined>;
  abstract remove(area: FileArea, name: string): Promise<void>;
  /**
   * A file written on this machine (a database dump) becomes `name` in `area`; the local file
   * is gone afterwards, wherever it was.
   */
  abstract adopt(area: FileArea, name: string, localFile: string): Promise<void>;
  /** The file as a stream, with its size, to send it on. */
  abstract open(
    area: FileArea,
    name: string,
  ): Promise<{ stream: Readable; size: number } | undefined>;
  /** A folder on this machine where a file to adopt may be written first. */
  abstract scratchFolder(area: FileArea): Promise<string>;
}
