import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/app-config.js';
import { FileStore, type FileArea } from './file-store.js';

type S3Storage = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket, under `<prefix><area>/<name>`: AWS S3, or any store that
 * speaks its API at STORAGE_S3_ENDPOINT (with path-style keys). A PUT is whole or absent by
 * itself. Checksums are sent only where the API requires them: several S3-compatible stores
 * take the SDK's default streamed ("aws-chunked") checksums for part of the file.
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;

  constructor(private readonly storage: S3Storage) {
    super();
    this.client = new S3Client({
      region: storage.region,
      ...(storage.endpoint ? { endpoint: storage.endpoint, forcePathStyle: true } : {}),
      ...(storage.credentials ? { credentials: storage.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(area: FileArea, name: string): string {
    return `${this.storage.prefix}${area}/${name}`;
  }

  async scratchFolder(area: FileArea): Promise<string> {
    const folder = join(tmpdir(), `tontine-${area}`);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return folder;
  }

  async put(area: FileArea, name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.storage.bucket,
        Key: this.key(area, name),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(area: FileArea, name: string): Promise<Buffer | undefined> {
    const found = await this.read(area, name);
    return found ? Buffer.from(await found.Body!.transformToByteArray()) : undefined;
  }

  async remove(area: FileArea, name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.storage.bucket, Key: this.key(area, name) }),
    );
  }

  async adopt(area: FileArea, name: string, localFile: string): Promise<void> {
    try {
      const { size } = await stat(localFile);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.storage.bucket,
          Key: this.key(area, name),
          Body: createReadStream(localFile),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    } finally {
      await rm(localFile, { force: true });
    }
  }

  async open(
    area: FileArea,
    name: string,
  ): Promise<{ stream: Readable; size: number } | undefined> {
    const found = await this.read(area, name);
    if (!found) return undefined;
    return { stream: found.Body as Readable, size: found.ContentLength ?? 0 };
  }

  private async read(area: FileArea, name: string) {
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.storage.bucket, Key: this.key(area, name) }),
      );
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
        return undefined;
      throw err;
    }
  }
}
