import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdImageDto, BackupDto, SystemActionResult, UserDto } from '@tontine/contracts';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';

/**
 * The API with its files in an S3-compatible bucket (STORAGE_S3_BUCKET) instead of folders:
 * an API of its own, because the store is chosen when it starts. The bucket is s3rver's, a
 * local server that speaks S3's API; the test reads it back through that API.
 */
const dir = mkdtempSync(join(tmpdir(), 'tontine-s3-'));
const BUCKET = 'tontine-files';
let s3: S3rver;
let server: IsolatedApi;
let dataDir: string;
let bucket: S3Client;

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function objectBytes(key: string): Promise<Buffer> {
  const found = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await found.Body!.transformToByteArray());
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

function form(field: string, bytes: Buffer, name: string, type: string): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  dataDir = join(dir, 'data');
  server = await startIsolatedApi({
    DATA_DIR: dataDir,
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    STORAGE_S3_PREFIX: 'tontine/',
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}, 120_000);

afterAll(async () => {
  bucket?.destroy();
  await server?.stop();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps a profile photo in the bucket, not on the disk, and serves it back', async () => {
  const member = await makeUser();
  const answer = await api<UserDto>('PUT', '/api/users/me/photo', {
    token: member.token,
    raw: form('photo', PNG, 'me.png', 'image/png'),
  });
  expect(answer.status).toBe(200);
  const served = await fetch(`${server.apiUrl}${answer.body.profile_photo_url}`);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  // A new photo replaces the old one in the bucket: one object per member.
  const again = await api<UserDto>('PUT', '/api/users/me/photo', {
    token: member.token,
    raw: form('photo', PNG, 'me-again.png', 'image/png'),
  });
  expect(again.status).toBe(200);
  expect(await keysUnder(`tontine/photos/${member.user.id}-`)).toHaveLength(1);
});

it('keeps an ad image in the bucket and serves it publicly', async () => {
  const superAdmin = await signInAs('superAdmin');
  const answer = await api<AdImageDto>('POST', '/api/superadmin/ad-images', {
    token: superAdmin,
    raw: form('image', PNG, 'banner.png', 'image/png'),
  });
  expect(answer.status).toBe(201);
  expect(await keysUnder('tontine/ad-images/')).toContain(
    `tontine/ad-images/${answer.body.id}.png`,
  );
  const served = await fetch(`${server.apiUrl}${answer.body.url}`);
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
});

it('writes a backup to the bucket and downloads it from there', async () => {
  const superAdmin = await signInAs('superAdmin');
  const answer = await api<SystemActionResult>('POST', '/api/superadmin/system/backup-db', {
    token: superAdmin,
  });
  expect(answer.body).toMatchObject({ action: 'backup-db', ok: true });
  const backup = answer.body.backup as BackupDto;
  const stored = await objectBytes(`tontine/backups/${backup.file_name}`);
  expect(stored.length).toBe(backup.size);
  expect(existsSync(join(dataDir, 'backups', backup.file_name))).toBe(false);
  const download = await fetch(`${server.apiUrl}/api/superadmin/backups/${backup.id}/download`, {
    headers: { authorization: `Bearer ${superAdmin}` },
  });
  expect(download.status).toBe(200);
  const gzip = Buffer.from(await download.arrayBuffer());
  expect(gzip.equals(stored)).toBe(true);
  expect(gunzipSync(gzip).toString('utf8')).toContain('CREATE TABLE');
});
