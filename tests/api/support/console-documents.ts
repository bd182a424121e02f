import { expect } from 'vitest';
import type { BackupDto, DocumentDto } from '@tontine/contracts';
import { api } from './http.js';
import type { Fixture } from './route-fixture.js';

/** A super admin's call that must succeed: the arrange steps of the documents' tests. */
export async function asSuperAdmin<T>(
  f: Pick<Fixture, 'tokens'> | string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = typeof f === 'string' ? f : f.tokens.superAdmin;
  const answer = await api<T>(method, path, { token, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** The document's current version, for a save based on it. */
export async function currentVersion(
  f: Pick<Fixture, 'tokens'> | string,
  name: string,
): Promise<number> {
  return (await asSuperAdmin<DocumentDto>(f, 'GET', `/api/superadmin/documents/${name}`)).version;
}

/** Saves the ad inventory once more and answers the version written. */
export async function savedAdsVersion(f: Pick<Fixture, 'tokens'> | string): Promise<number> {
  const saved = await asSuperAdmin<DocumentDto>(f, 'PUT', '/api/superadmin/documents/ads', {
    value: { ads: [] },
    baseVersion: await currentVersion(f, 'ads'),
  });
  return saved.version;
}

const backups = new Map<string, Promise<BackupDto>>();

/** One backup per API (a dump of the whole test database takes a moment): reused by the rows. */
export function aBackup(f: Pick<Fixture, 'tokens'>, apiUrl: string): Promise<BackupDto> {
  let backup = backups.get(apiUrl);
  if (!backup) {
    backup = asSuperAdmin<{ backup: BackupDto }>(f, 'POST', '/api/superadmin/system/backup').then(
      (r) => r.backup,
    );
    backups.set(apiUrl, backup);
  }
  return backup;
}
