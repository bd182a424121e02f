import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformDocumentsService } from '../documents/platform-documents.service.js';
import { useServiceTestKit } from '../testing/service-test-kit.js';
import { AutoBackupJob } from './auto-backup.job.js';
import { BackupsService } from './backups.service.js';
import { SystemModule } from './system.module.js';

/** The config's auto_backup_enabled: a backup a day while it is on, none while it is off. */
describe('the daily backup job', () => {
  const kit = useServiceTestKit(SystemModule);
  afterEach(() => vi.useRealTimers());

  const switchAutoBackup = async (on: boolean) => {
    const admin = await kit.makeUser({ role: 'super_admin' });
    await kit
      .get(PlatformDocumentsService)
      .updateField(admin, 'config', 'auto_backup_enabled', on, '127.0.0.1', true);
  };

  it('writes nothing while auto_backup_enabled is off', async () => {
    await switchAutoBackup(false);
    expect(await kit.get(AutoBackupJob).tick()).toBe(false);
    expect(await kit.count('backups')).toBe(0);
  });

  it('writes one backup a day while it is on, and the next once the last is a day old', async () => {
    await switchAutoBackup(true);
    const job = kit.get(AutoBackupJob);
    expect(await job.tick()).toBe(true);
    expect(await job.tick()).toBe(false);
    expect(await kit.count('backups')).toBe(1);

    const latest = await kit.get(BackupsService).latest();
    const dayLater = new Date(latest!.createdAt.getTime() + 24 * 3600 * 1000 + 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayLater);
    expect(await job.tick(dayLater)).toBe(true);
    expect(await kit.count('backups')).toBe(2);
  });
});
