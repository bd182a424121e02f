import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemActionAvailability } from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { countRows, query } from './support/database.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/**
 * The system actions this server cannot run (the shared test API has no DEPLOY_COMMAND and no
 * supervisor): the console learns why before anyone confirms, and an attempt that still
 * reaches the API is refused with the same reason and audited, as the confirmation says.
 */
let admin: string;

beforeAll(async () => {
  admin = await signInAs('superAdmin');
});

describe('system actions that cannot run here', () => {
  it('are listed as unavailable with the refusal their POST would answer', async () => {
    const answer = await api<SystemActionAvailability[]>('GET', '/api/superadmin/system/actions', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    const byAction = Object.fromEntries(answer.body.map((a) => [a.action, a]));
    expect(byAction.deploy).toEqual({
      action: 'deploy',
      available: false,
      code: 'DEPLOY_NOT_CONFIGURED',
      detail: expect.stringContaining('DEPLOY_COMMAND'),
    });
    expect(byAction.restart).toMatchObject({ available: false, code: 'RESTART_UNAVAILABLE' });
    expect(byAction.backup).toEqual({
      action: 'backup',
      available: true,
      code: null,
      detail: null,
    });

    const member = await signInAs('member');
    const refused = await api('GET', '/api/superadmin/system/actions', { token: member });
    expect(refused.status).toBe(403);
  });

  it('are refused when still attempted, and the refusal is audited with its reason', async () => {
    const audited = (action: string) =>
      countRows('audit_entries', 'action = ? AND category = ?', [action, 'system_config']);
    const deploysBefore = await audited('deploy_refused');
    const restartsBefore = await audited('restart_refused');

    const deploy = await api('POST', '/api/superadmin/system/deploy', { token: admin });
    expect(deploy.status).toBe(501);
    expect(deploy.body).toMatchObject({ code: 'DEPLOY_NOT_CONFIGURED' });
    const restart = await api('POST', '/api/superadmin/system/restart', { token: admin });
    expect(restart.status).toBe(501);

    expect(await audited('deploy_refused')).toBe(deploysBefore + 1);
    expect(await audited('restart_refused')).toBe(restartsBefore + 1);
    const [line] = await query<RowDataPacket>(
      "SELECT details FROM audit_entries WHERE action = 'deploy_refused' ORDER BY created_at DESC LIMIT 1",
    );
    expect(line!.details).toContain('DEPLOY_COMMAND');
  });
});
