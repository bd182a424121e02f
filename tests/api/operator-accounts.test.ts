import type { RowDataPacket } from 'mysql2/promise';
import { beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE, errorCatalog, type AuthResponse, type ConsoleUserRow } from '@tontine/contracts';
import { openChatSocket } from './support/chat-sockets.js';
import { countRows, query } from './support/database.js';
import {
  makeGroup,
  makeMembers,
  makeUser,
  uniqueEmail,
  type TestUser,
} from './support/factories.js';
import { api } from './support/http.js';
import { admitted, openNotificationSocket } from './support/notification-sockets.js';
import { photoForm } from './support/route-fixture.js';
import { signInAs } from './support/sessions.js';

/**
 * The super admins' account management (create, edit, activate, suspend, delete) and support
 * staff's least privilege, against the running API: each action's effect, its audit entry in
 * the same transaction, and the sessions it ends.
 */
let superAdmin: string;
let superAdminId: string;

type Answer = ConsoleUserRow & { code?: string; detail?: string; message_key?: string };

const createUser = (body: Record<string, unknown>, token = superAdmin) =>
  api<Answer>('POST', '/api/superadmin/users', { token, body });
const editUser = (id: string, body: Record<string, unknown>, token = superAdmin) =>
  api<Answer>('PATCH', `/api/superadmin/users/${id}`, { token, body });
const act = (id: string, action: string, token = superAdmin) =>
  api<Answer>('POST', `/api/superadmin/users/${id}/action`, { token, body: { action } });
const me = (token: string) =>
  api<{ code?: string; role?: string }>('GET', '/api/auth/me', { token });

async function signIn(email: string, password: string) {
  return api<AuthResponse & { code?: string }>('POST', '/api/auth/login', {
    body: { email, password },
  });
}

async function audited(action: string, where = '1=1', params: unknown[] = []): Promise<number> {
  return countRows('audit_entries', `action = ? AND admin_id = ? AND ${where}`, [
    action,
    superAdminId,
    ...params,
  ]);
}

async function lastAudit(action: string) {
  const [row] = await query<RowDataPacket & { details: string; category: string }>(
    'SELECT details, category FROM audit_entries WHERE action = ? AND admin_id = ? ORDER BY seq DESC LIMIT 1',
    [action, superAdminId],
  );
  return row;
}

const PASSWORD = 'Str0ngPassw0rd';

/** A new account made by the super admin, signed in. */
async function madeAccount(
  role: string,
): Promise<{ row: ConsoleUserRow; token: string; email: string }> {
  const email = uniqueEmail(role);
  const made = await createUser({ username: `Staff ${role}`, email, password: PASSWORD, role });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const session = await signIn(email, PASSWORD);
  expect(session.status).toBe(200);
  return { row: made.body, token: session.body.access_token, email };
}

beforeAll(async () => {
  superAdmin = await signInAs('superAdmin');
  superAdminId = (await api<{ id: string }>('GET', '/api/auth/me', { token: superAdmin })).body.id;
});

describe('creating an account', () => {
  it('makes it with the role asked, audits it, and the account signs in', async () => {
    const email = uniqueEmail('support');
    const made = await createUser({
      username: 'Neema Achieng',
      email: email.toUpperCase(),
      phone: '+254 711 000 111',
      password: PASSWORD,
      role: 'support',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      username: 'Neema Achieng',
      email,
      phone: '+254 711 000 111',
      role: 'support',
      status: 'active',
      last_seen_at: null,
    });
    expect(await lastAudit('user_created')).toMatchObject({
      category: 'user_management',
      details: `Neema Achieng <${email}>, support, active`,
    });
    const session = await signIn(email, PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ role: 'support', onboarding_completed: true });
  });

  it("refuses a used address with the registration's message and bad fields, writing nothing", async () => {
    const taken = await makeUser();
    const before = await audited('user_created');
    const users = await countRows('users');
    const duplicate = await createUser({
      username: 'Copy',
      email: taken.email,
      password: PASSWORD,
      role: 'member',
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN', detail: errorCatalog.EMAIL_TAKEN.message.fr },
    });
    const bad = await Promise.all([
      createUser({ username: 'A', email: uniqueEmail(), password: PASSWORD, role: 'member' }),
      createUser({ username: 'Abc', email: 'no-at', password: PASSWORD, role: 'member' }),
      createUser({ username: 'Abc', email: uniqueEmail(), password: 'weak', role: 'member' }),
      createUser({ username: 'Abc', email: uniqueEmail(), password: PASSWORD, role: 'god' }),
      createUser({
        username: 'Abc',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'member',
        phone: '12',
      }),
      createUser({
        username: 'Abc',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'member',
        status: 'deleted',
      }),
    ]);
    expect(bad.map((b) => [b.status, b.body.message_key])).toEqual([
      [400, 'usernameTooShort'],
      [400, 'emailInvalid'],
      [400, 'passwordTooShort'],
      [400, 'roleInvalid'],
      [400, 'phoneInvalid'],
      [400, 'invalidValue'],
    ]);
    expect(await audited('user_created')).toBe(before);
    expect(await countRows('users')).toBe(users);
  });

  it('is for super admins only', async () => {
    const member = await makeUser();
    const support = await signInAs('support');
    const body = { username: 'Abc', email: uniqueEmail(), password: PASSWORD, role: 'member' };
    expect((await createUser(body, member.token)).body.code).toBe('SUPERADMIN_REQUIRED');
    expect((await createUser(body, support)).body.code).toBe('SUPERADMIN_REQUIRED');
  });
});

describe('editing an account', () => {
  it('changes the fields sent, audits what changed, and a new role ends its sessions', async () => {
    const user = await makeUser();
    const email = uniqueEmail('renamed');
    const edited = await editUser(user.user.id, {
      username: 'Amani W.',
      email,
      phone: null,
      role: 'support',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      username: 'Amani W.',
      email,
      phone: null,
      role: 'support',
    });
    const details = (await lastAudit('user_updated'))?.details;
    expect(details).toMatch(new RegExp(`^Amani Wekesa <${user.email.replace(/\./g, '\\.')}>: `));
    expect(details).toContain('username Amani Wekesa → Amani W.');
    expect(details).toContain(`email ${user.email} → ${email}`);
    expect(details).toContain('role member → support');
    // Its session ended: the new role is taken up at the next sign-in.
    expect((await me(user.token)).status).toBe(401);
    const again = await signIn(email, user.password);
    expect(again.body.user.role).toBe('support');
    // Support staff: the audit trail, never the members' app.
    const token = again.body.access_token;
    expect((await api('GET', '/api/superadmin/audit/verify', { token })).status).toBe(200);
    const groups = await api<{ code: string; detail: string }>('GET', '/api/groups', { token });
    expect(groups).toMatchObject({ status: 403, body: { code: 'SUPPORT_ACCESS_DENIED' } });
    expect((await me(token)).status).toBe(200);
    const socket = openNotificationSocket(token);
    expect((await socket.closed).code).toBe(WS_CLOSE.forbidden);
  });

  it('writes nothing when nothing changes', async () => {
    const user = await makeUser();
    const before = await audited('user_updated');
    const same = await editUser(user.user.id, { username: user.user.username });
    expect(same.status).toBe(200);
    expect(await audited('user_updated')).toBe(before);
    expect((await me(user.token)).status).toBe(200);
  });

  it('suspends through a status change, ending its sessions and sockets', async () => {
    const user = await makeUser();
    const socket = openNotificationSocket(user.token);
    await admitted(socket);
    const suspended = await editUser(user.user.id, { status: 'suspended' });
    expect(suspended.body.status).toBe('suspended');
    expect((await me(user.token)).body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await socket.closed).code).toBe(WS_CLOSE.forbidden);
    expect((await editUser(user.user.id, { status: 'active' })).body.status).toBe('active');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses a used address, an empty edit, and changing one’s own role', async () => {
    const [user, other] = await Promise.all([makeUser(), makeUser()]);
    expect((await editUser(user.user.id, { email: other.email })).body).toMatchObject({
      code: 'EMAIL_TAKEN',
      detail: errorCatalog.EMAIL_TAKEN.message.fr,
    });
    expect((await editUser(user.user.id, {})).status).toBe(400);
    expect((await editUser(superAdminId, { role: 'member' })).body.code).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    expect((await editUser(superAdminId, { status: 'suspended' })).body.code).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    expect((await editUser('00000000-0000-4000-8000-00000000beef', { role: 'admin' })).status).toBe(
      404,
    );
  });

  it('lets a super admin take the role of another, never suspend one', async () => {
    const other = await madeAccount('super_admin');
    expect((await editUser(other.row.id, { status: 'suspended' })).body.code).toBe(
      'CANNOT_ACT_ON_SUPER_ADMIN',
    );
    // The other super admin cannot change their own role either.
    expect((await editUser(other.row.id, { role: 'member' }, other.token)).body.code).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    const demoted = await editUser(other.row.id, { role: 'member' });
    expect(demoted.body.role).toBe('member');
    expect((await me(other.token)).status).toBe(401);
  });

  it('leaves one of two super admins who demote each other at the same moment', async () => {
    const [a, b] = await Promise.all([madeAccount('super_admin'), madeAccount('super_admin')]);
    const [ab, ba] = await Promise.all([
      editUser(b.row.id, { role: 'member' }, a.token),
      editUser(a.row.id, { role: 'member' }, b.token),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // The first demotion ends the other's sessions or leaves them without the role.
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const roles = await query<RowDataPacket & { role: string }>(
      'SELECT role FROM users WHERE id IN (?, ?)',
      [a.row.id, b.row.id],
    );
    expect(roles.map((r) => r.role).sort()).toEqual(['member', 'super_admin']);
  });
});

describe('deleting an account', () => {
  it('anonymises it, ends its sessions, sockets and memberships, and keeps its money history', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, {
      start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      contribution_amount: '100',
    });
    const [member] = (await makeMembers(group, 1)) as [TestUser];
    await api('GET', `/api/groups/${group.id}/rotation`, { token: admin.token });
    expect(
      (await api('PUT', '/api/users/me/photo', { token: member.token, raw: photoForm() })).status,
    ).toBe(200);
    const paid = await api<{ contribution: { id: string } }>(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=100&cycle_number=1`,
      { token: member.token },
    );
    expect(paid.status).toBe(201);
    const approved = await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    const notifications = openNotificationSocket(member.token);
    const chat = openChatSocket(group.id, member.token);
    await admitted(notifications);
    const seatsBefore = await query<RowDataPacket & { member_count: number }>(
      'SELECT member_count FROM savings_groups WHERE id = ?',
      [group.id],
    );

    const deleted = await act(member.user.id, 'delete');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toMatchObject({
      id: member.user.id,
      status: 'deleted',
      username: 'Compte supprimé',
      email: `deleted-${member.user.id}@deleted.invalid`,
      phone: null,
    });

    // Sessions and sockets end at once; the old credentials name nobody.
    expect((await me(member.token)).status).toBe(401);
    expect((await notifications.closed).code).toBe(WS_CLOSE.unauthorized);
    // The chat socket ends with the session or with the membership, whichever comes first.
    expect([WS_CLOSE.unauthorized, WS_CLOSE.forbidden]).toContain((await chat.closed).code);
    expect((await signIn(member.email, member.password)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await api('GET', `/api/users/${member.user.id}/photo`)).status).toBe(404);

    const [row] = await query<RowDataPacket>(
      'SELECT first_name, last_name, phone_number, profile_photo_file, totp_secret, password_hash FROM users WHERE id = ?',
      [member.user.id],
    );
    expect(row).toMatchObject({
      first_name: 'Compte',
      last_name: 'supprimé',
      phone_number: null,
      profile_photo_file: null,
      totp_secret: null,
    });
    expect(String(row!.password_hash)).toMatch(/^\$argon2id\$/);

    // The money stays; the membership ends and frees its seat.
    expect(await countRows('contributions', 'user_id = ?', [member.user.id])).toBe(1);
    const memberships = await query<RowDataPacket & { status: string }>(
      'SELECT status FROM memberships WHERE user_id = ?',
      [member.user.id],
    );
    expect(memberships.map((m) => m.status)).toEqual(['left']);
    const seatsAfter = await query<RowDataPacket & { member_count: number }>(
      'SELECT member_count FROM savings_groups WHERE id = ?',
      [group.id],
    );
    expect(seatsAfter[0]!.member_count).toBe(seatsBefore[0]!.member_count - 1);
    const statement = await api<unknown>('GET', `/api/groups/${group.id}/statement`, {
      token: admin.token,
    });
    expect(statement.status).toBe(200);

    // The trail names the account by its id only: no name outlives the anonymisation.
    const entry = await lastAudit('user_deleted');
    expect(entry).toMatchObject({ category: 'user_management' });
    expect(entry!.details).toContain(member.user.id);
    expect(entry!.details).not.toContain(member.email);
    expect((await act(member.user.id, 'delete')).body.code).toBe('USER_DELETED');
    expect((await act(member.user.id, 'activate')).body.code).toBe('USER_DELETED');
    expect((await editUser(member.user.id, { username: 'Back' })).body.code).toBe('USER_DELETED');
  });

  it('refuses a super admin, oneself, and someone who still runs a group', async () => {
    const other = await madeAccount('super_admin');
    expect((await act(other.row.id, 'delete')).body.code).toBe('CANNOT_ACT_ON_SUPER_ADMIN');
    expect((await act(superAdminId, 'delete')).body.code).toBe('CANNOT_ACT_ON_SELF');
    const admin = await makeUser();
    await makeGroup(admin);
    const before = await audited('user_deleted');
    expect((await act(admin.user.id, 'delete')).body).toMatchObject({
      code: 'USER_RUNS_GROUPS',
      detail: errorCatalog.USER_RUNS_GROUPS.message.fr,
    });
    expect(await audited('user_deleted')).toBe(before);
    expect((await me(admin.token)).status).toBe(200);
  });
});

describe('support staff', () => {
  it('may use the audit trail and their own account, nothing else', async () => {
    const support = await signInAs('support');
    const who = await me(support);
    expect(who).toMatchObject({ status: 200, body: { role: 'support' } });
    expect((await api('GET', '/api/users/me/settings', { token: support })).status).toBe(200);
    expect((await api('GET', '/api/superadmin/audit/verify', { token: support })).status).toBe(200);
    const refused = await Promise.all([
      api<{ code: string }>('GET', '/api/groups', { token: support }),
      api<{ code: string }>('GET', '/api/notifications', { token: support }),
      api<{ code: string }>('GET', '/api/users/me/summary', { token: support }),
      api<{ code: string }>('POST', '/api/superadmin/users/x/action', {
        token: support,
        body: { action: 'suspend' },
      }),
    ]);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [403, 'SUPPORT_ACCESS_DENIED'],
      [403, 'SUPPORT_ACCESS_DENIED'],
      [403, 'SUPPORT_ACCESS_DENIED'],
      [403, 'SUPERADMIN_REQUIRED'],
    ]);
  });
});
