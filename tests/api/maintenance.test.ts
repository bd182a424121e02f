import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceStatus } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { makeUser, uniqueEmail, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { waitForMail } from './support/inbox.js';
import { signInAs } from './support/sessions.js';

describe('maintenance', () => {
  let superAdmin: string;
  let groupAdmin: string;
  let member: TestUser;

  beforeAll(async () => {
    superAdmin = await signInAs('superAdmin');
    groupAdmin = await signInAs('admin');
    member = await makeUser();
  });

  afterEach(async () => {
    await api('POST', '/api/maintenance/toggle', { token: superAdmin, body: { enabled: false } });
  });

  it('answers its status without a sign-in', async () => {
    const status = await api<MaintenanceStatus>('GET', '/api/maintenance/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ enabled: false, estimated_time: '30-60 minutes' });
  });

  it('lets only a super admin toggle it, with the documents’ message for the others', async () => {
    for (const token of [member.token, groupAdmin]) {
      const refused = await api('POST', '/api/maintenance/toggle', {
        token,
        body: { enabled: true },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'SUPERADMIN_REQUIRED',
        detail: 'Accès super-admin requis pour cette action',
      });
    }
    expect((await api('POST', '/api/maintenance/toggle', { body: { enabled: true } })).status).toBe(
      401,
    );
    const status = await api<MaintenanceStatus>('GET', '/api/maintenance/status');
    expect(status.body.enabled).toBe(false);
  });

  it('shuts everyone but super admins out with a 503 while it is on, and writes the audit trail', async () => {
    const auditBefore = await countRows('audit_entries', "action = 'maintenance_enabled'");
    const on = await api<MaintenanceStatus>('POST', '/api/maintenance/toggle', {
      token: superAdmin,
      body: { enabled: true, message: 'Mise à jour de la base', estimated_time: '15 minutes' },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      enabled: true,
      message: 'Mise à jour de la base',
      estimated_time: '15 minutes',
    });
    expect(await countRows('audit_entries', "action = 'maintenance_enabled'")).toBe(
      auditBefore + 1,
    );

    const blocked = await api('GET', '/api/users/me/settings', { token: member.token });
    expect(blocked.status).toBe(503);
    expect(blocked.body).toMatchObject({ code: 'MAINTENANCE', detail: 'Mise à jour de la base' });
    const register = await api('POST', '/api/auth/register', { body: {} });
    expect(register.status).toBe(503);

    // What stays open: status, health, sign-in and who-am-I, and everything for super admins.
    expect((await api('GET', '/api/health')).status).toBe(200);
    expect((await api('GET', '/api/maintenance/status')).status).toBe(200);
    expect(
      (
        await api('POST', '/api/auth/login', {
          body: { email: member.email, password: member.password },
        })
      ).status,
    ).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
    expect((await api('GET', '/api/users/me/settings', { token: superAdmin })).status).toBe(200);

    const off = await api<MaintenanceStatus>('POST', '/api/maintenance/toggle', {
      token: superAdmin,
      body: { enabled: false },
    });
    expect(off.body.enabled).toBe(false);
    expect((await api('GET', '/api/users/me/settings', { token: member.token })).status).toBe(200);
  });

  it('e-mails the addresses signed up during maintenance once it ends', async () => {
    await api('POST', '/api/maintenance/toggle', { token: superAdmin, body: { enabled: true } });
    const email = uniqueEmail('waiting');
    const signUp = await api('POST', '/api/maintenance/subscribe', { body: { email } });
    expect(signUp.status).toBe(201);
    const twice = await api('POST', '/api/maintenance/subscribe', { body: { email } });
    expect(twice.status).toBe(201);
    await api('POST', '/api/maintenance/toggle', { token: superAdmin, body: { enabled: false } });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Tontine est de nouveau disponible');
  });

  it('validates the sign-up address with the documents’ messages', async () => {
    const empty = await api('POST', '/api/maintenance/subscribe', { body: { email: '' } });
    expect(empty.body).toMatchObject({ detail: 'Veuillez entrer une adresse email valide' });
    const bad = await api('POST', '/api/maintenance/subscribe', { body: { email: 'a@b' } });
    expect(bad.body).toMatchObject({ detail: "Format d'email invalide" });
    // 'İ' lower-cases into two characters: 264 would be stored, past the column's 254.
    const email = `${'İ'.repeat(125)}@tontine.test`;
    const grows = await api('POST', '/api/maintenance/subscribe', { body: { email } });
    expect(grows.status).toBe(400);
    expect(grows.body).toMatchObject({ detail: "Format d'email invalide" });
    expect(await countRows('maintenance_subscribers', 'email = ?', [email.toLowerCase()])).toBe(0);
  });
});
