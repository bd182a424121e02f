import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from './file-store.js';
import { FolderFileStore } from './folder-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/**
 * The same promises from both stores: the folders on a shared disk, and an S3-compatible bucket
 * (s3rver, a local server that speaks S3's API, from the npm registry).
 */
const dir = mkdtempSync(join(tmpdir(), 'tontine-file-store-'));
let s3: S3rver;
const stores: Array<[string, () => FileStore]> = [];
let folders: FileStore;
let bucket: S3FileStore;

beforeAll(async () => {
  folders = new FolderFileStore({
    uploadDir: join(dir, 'data', 'uploads'),
    dataDir: join(dir, 'data'),
    backupDir: join(dir, 'backups'),
  });
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'tontine-files', configs: [] }],
  });
  const { port } = await s3.run();
  bucket = new S3FileStore({
    kind: 's3',
    bucket: 'tontine-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    prefix: 'prod/',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

stores.push(['folders', () => folders], ['an S3 bucket', () => bucket]);

describe.each(stores)('FileStore on %s', (_name, store) => {
  it('reads back what it was given, and nothing for a name it never had', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await store().put('photos', 'u1-ab.jpg', bytes, 'image/jpeg');
    expect(await store().get('photos', 'u1-ab.jpg')).toEqual(bytes);
    expect(await store().get('photos', 'nobody.jpg')).toBeUndefined();
    expect(await store().get('proofs', 'u1-ab.jpg')).toBeUndefined();
  });

  it('removes a file, and removing it again is no error', async () => {
    await store().put('ad-images', 'a.png', Buffer.from('png'), 'image/png');
    await store().remove('ad-images', 'a.png');
    await store().remove('ad-images', 'a.png');
    expect(await store().get('ad-images', 'a.png')).toBeUndefined();
  });

  it('adopts a file written on this machine and sends it back as a stream with its size', async () => {
    const scratch = await store().scratchFolder('backups');
    const local = join(scratch, 'tontine-20261203-0900-abcd1234.sql.gz');
    const dump = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(local, dump);
    await store().adopt('backups', 'tontine-20261203-0900-abcd1234.sql.gz', local);
    const opened = await store().open('backups', 'tontine-20261203-0900-abcd1234.sql.gz');
    expect(opened?.size).toBe(dump.length);
    // Buffer.equals: a deep comparison of 3 MiB byte by byte takes the test's whole timeout.
    expect((await buffer(opened!.stream)).equals(dump)).toBe(true);
    expect(await store().open('backups', 'none.sql.gz')).toBeUndefined();
  });
});

it('keeps the folders where the API always kept them, proofs and backups private', async () => {
  await folders.put('proofs', 'p.pdf', Buffer.from('%PDF'), 'application/pdf');
  expect(readdirSync(join(dir, 'data', 'proofs'))).toEqual(['p.pdf']);
  expect(existsSync(join(dir, 'data', 'uploads', 'u1-ab.jpg'))).toBe(true);
  expect(readdirSync(join(dir, 'backups'))).toContain('tontine-20261203-0900-abcd1234.sql.gz');
});

it('puts every key of the bucket under the configured prefix and the area', () => {
  const objects = readdirSync(join(dir, 's3', 'tontine-files', 'prod'));
  expect(objects.sort()).toEqual(['backups', 'photos']);
});
