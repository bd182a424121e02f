import { createUserSchema, editUserSchema } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { AuditService } from '../audit/audit.service.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import type { User } from '../users/user.entity.js';
import { SuperadminModule } from './superadmin.module.js';
import { UserAdministrationService } from './user-administration.service.js';

const IP = '127.0.0.1';

describe('UserAdministrationService', () => {
  const kit = useServiceTestKit(SuperadminModule);
  const administration = () => kit.get(UserAdministrationService);
  const edit = (admin: User, id: string, body: unknown) =>
    administration().edit(admin, id, editUserSchema.parse(body), IP);
  const auditCount = (action: string) => kit.count('audit_entries', 'action = ?', [action]);
  const superAdmin = () => kit.makeUser({ role: 'super_admin' });

  describe('who may be acted on', () => {
    it('is never oneself, never a super admin for suspension or deletion', async () => {
      const admin = await superAdmin();
      const other = await superAdmin();
      for (const action of ['suspend', 'delete', 'activate'] as const)
        await expectDomainError(
          administration().act(admin, admin.id, action, IP),
          'CANNOT_ACT_ON_SELF',
        );
      for (const action of ['suspend', 'delete'] as const)
        await expectDomainError(
          administration().act(admin, other.id, action, IP),
          'CANNOT_ACT_ON_SUPER_ADMIN',
        );
      await expectDomainError(
        edit(admin, other.id, { status: 'suspended' }),
        'CANNOT_ACT_ON_SUPER_ADMIN',
      );
      await expectDomainError(edit(admin, admin.id, { role: 'member' }), 'CANNOT_CHANGE_OWN_ROLE');
      expect(await auditCount('user_suspended')).toBe(0);
    });

    it('refuses anyone who is no longer a super admin when the change runs', async () => {
      const [a, b] = [await superAdmin(), await superAdmin()];
      const member = await kit.makeUser();
      await edit(a, b.id, { role: 'member' });
      // b's request was let in while b was still one: the service reads b again under lock.
      await expectDomainError(
        administration().act(b, member.id, 'suspend', IP),
        'SUPERADMIN_REQUIRED',
      );
      await expectDomainError(edit(b, a.id, { role: 'member' }), 'SUPERADMIN_REQUIRED');
    });
  });

  describe('editing', () => {
    it('changes only what differs and audits it once; a support account may be made and unmade', async () => {
      const admin = await superAdmin();
      const user = await kit.makeUser();
      const row = await edit(admin, user.id, { role: 'support', username: user.username });
      expect(row).toMatchObject({ role: 'support', username: user.username });
      const [entry] = await kit.rows<{ details: string; category: string }>(
        "SELECT details, category FROM audit_entries WHERE action = 'user_updated'",
      );
      expect(entry).toEqual({
        category: 'user_management',
        details: `${user.username} <${user.email}>: role member → support`,
      });
      await edit(admin, user.id, { role: 'support' });
      expect(await auditCount('user_updated')).toBe(1);
      expect((await edit(admin, user.id, { role: 'member' })).role).toBe('member');
    });

    it("refuses another account's address", async () => {
      const admin = await superAdmin();
      const [a, b] = [await kit.makeUser(), await kit.makeUser()];
      await expectDomainError(edit(admin, a.id, { email: b.email }), 'EMAIL_TAKEN');
    });
  });

  describe('creating', () => {
    it('makes an account with its role and status, onboarded, and audits it', async () => {
      const admin = await superAdmin();
      const input = createUserSchema.parse({
        username: 'Baraka',
        email: 'Baraka@Example.test',
        password: 'Str0ngPassw0rd',
        role: 'support',
        status: 'suspended',
      });
      const row = await administration().create(admin, input, IP);
      expect(row).toMatchObject({
        username: 'Baraka',
        email: 'baraka@example.test',
        role: 'support',
        status: 'suspended',
        phone: null,
        last_seen_at: null,
      });
      await expectDomainError(administration().create(admin, input, IP), 'EMAIL_TAKEN');
      expect(await auditCount('user_created')).toBe(1);
    });
  });

  describe('deleting', () => {
    it('anonymises the account, ends its memberships and frees their seats, keeps its money', async () => {
      const admin = await superAdmin();
      const made = await kit.makeGroup({ members: 2 });
      const member = made.members[1]!;
      await kit.makeContribution({ group: made.group, member, status: 'approved' });
      const row = await administration().act(admin, member.id, 'delete', IP);
      expect(row).toMatchObject({
        status: 'deleted',
        username: 'Compte supprimé',
        email: `deleted-${member.id}@deleted.invalid`,
      });
      expect(await kit.count('contributions', 'user_id = ?', [member.id])).toBe(1);
      expect(await kit.count('memberships', "user_id = ? AND status = 'left'", [member.id])).toBe(
        1,
      );
      const [group] = await kit.rows<{ member_count: number }>(
        'SELECT member_count FROM savings_groups WHERE id = ?',
        [made.group.id],
      );
      expect(Number(group!.member_count)).toBe(1);
      await expectDomainError(
        administration().act(admin, member.id, 'activate', IP),
        'USER_DELETED',
      );
    });

    it('refuses someone who still runs a group, and writes nothing', async () => {
      const admin = await superAdmin();
      const made = await kit.makeGroup();
      await expectDomainError(
        administration().act(admin, made.admin.id, 'delete', IP),
        'USER_RUNS_GROUPS',
      );
      expect(await auditCount('user_deleted')).toBe(0);
      expect(await kit.count('users', "id = ? AND status = 'active'", [made.admin.id])).toBe(1);
    });
  });
});

describe('AuditService on SQLite', () => {
  const kit = useServiceTestKit(SuperadminModule);

  // Writers at the same moment are MariaDB's case (tests/api/audit-chain.test.ts): the embedded
  // SQLite database has one connection, whose transactions run one after the other.
  it('chains entries written outside and inside transactions, and finds a changed entry', async () => {
    const admin = await kit.makeUser({ role: 'support' });
    const audit = kit.get(AuditService);
    for (let i = 0; i < 20; i += 1) {
      const entry = {
        action: 'config_updated',
        details: `event ${i}`,
        category: 'system_config',
      } as const;
      if (i % 2) await audit.record(admin, entry);
      else await kit.db.transaction((tx) => audit.record(admin, entry, tx));
    }
    expect(await audit.verify()).toEqual({ ok: true, checked: 20, firstBroken: null });
    const [third] = await kit.rows<{ id: string }>('SELECT id FROM audit_entries WHERE seq = 3');
    await kit.db.query("UPDATE audit_entries SET details = 'edited' WHERE seq = 3");
    expect(await audit.verify()).toMatchObject({
      ok: false,
      firstBroken: { id: third!.id, position: 3, reason: 'changed' },
    });
  });
});
