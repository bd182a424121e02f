import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  ConsoleUserRow,
  UserAction,
  createUserSchema,
  editUserSchema,
} from '@tontine/contracts';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { hashPassword } from '../auth/password-hasher.js';
import { SessionsService } from '../auth/sessions.service.js';
import { DomainError } from '../common/domain-error.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { ProfilePhotoService } from '../users/profile-photo.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

type CreateUser = z.output<typeof createUserSchema>;
type EditUser = z.output<typeof editUserSchema>;

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/**
 * What super admins do to accounts: create, edit, activate, suspend, delete. Each change and
 * its audit entry are one transaction. The rules:
 * - nobody acts on themselves (no action, no change of their own role or status);
 * - a super admin can be neither suspended nor deleted; another super admin may take the role
 *   away (then the account is an ordinary one). Changes lock both accounts and check that the
 *   acting one is still a super admin, so two super admins demoting each other at the same
 *   moment leave one of them a super admin;
 * - suspension, deletion and a new role end the account's sessions at once, on HTTP and open
 *   sockets, on every instance (a new role is taken up at the next sign-in, where an operator's
 *   two-factor requirement applies);
 * - deletion anonymises: the row and everything pointing at it (contributions, payouts) stay,
 *   whatever names the person is replaced, the memberships end. Someone who still runs a group
 *   cannot be deleted: the group would have no admin.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly photos: ProfilePhotoService,
    private readonly memberships: MembershipsService,
    private readonly groups: GroupsService,
    private readonly events: DomainEvents,
  ) {}

  async create(admin: User, input: CreateUser, ip: string): Promise<ConsoleUserRow> {
    if (await this.users.findByEmail(input.email)) throw new DomainError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    const user = await this.transactions
      .run(async (tx) => {
        await this.assertStillSuperAdmin(tx, admin);
        const made = await this.users.create(
          {
            email: input.email,
            passwordHash,
            username: input.username,
            firstName: input.username.slice(0, 60),
            lastName: '',
            phoneNumber: input.phone,
            country: 'KE',
            preferredLanguage: 'fr',
            preferredCurrency: 'KES',
            receiveNewsletter: false,
            role: input.role,
            // Made by an operator: no member onboarding to go through.
            onboardingCompleted: true,
          },
          tx,
        );
        if (input.status !== 'active') {
          await this.users.administer(tx, made.id, { status: input.status });
          made.status = input.status;
        }
        await this.audit.record(
          admin,
          {
            action: 'user_created',
            details: `${made.username} <${made.email}>, ${made.role}, ${made.status}`,
            category: 'user_management',
            ip,
          },
          tx,
        );
        return made;
      })
      .catch(emailTaken);
    return this.row(user);
  }

  async edit(admin: User, userId: string, input: EditUser, ip: string): Promise<ConsoleUserRow> {
    const changesRole = input.role !== undefined || input.status !== undefined;
    if (userId === admin.id && changesRole) throw new DomainError('CANNOT_CHANGE_OWN_ROLE');
    if (input.email !== undefined) {
      const holder = await this.users.findByEmail(input.email);
      if (holder && holder.id !== userId) throw new DomainError('EMAIL_TAKEN');
    }
    const { user, suspended, newRole } = await this.transactions
      .run(async (tx) => {
        const target = await this.lockTarget(tx, admin, userId);
        if (target.status === 'deleted') throw new DomainError('USER_DELETED');
        if (target.role === 'super_admin' && input.status === 'suspended')
          throw new DomainError('CANNOT_ACT_ON_SUPER_ADMIN');
        const changes: Parameters<UsersService['administer']>[2] = {};
        if (input.username !== undefined && input.username !== target.username)
          changes.username = input.username;
        if (input.email !== undefined && input.email !== target.email) changes.email = input.email;
        if (input.phone !== undefined && input.phone !== target.phoneNumber)
          changes.phoneNumber = input.phone;
        if (input.role !== undefined && input.role !== target.role) changes.role = input.role;
        if (input.status !== undefined && input.status !== target.status)
          changes.status = input.status;
        const said = describeChanges(target, changes);
        if (said) {
          await this.users.administer(tx, target.id, changes);
          await this.audit.record(
            admin,
            {
              action: 'user_updated',
              details: `${target.username} <${target.email}>: ${said}`,
              category: 'user_management',
              ip,
            },
            tx,
          );
        }
        return {
          user: Object.assign(target, changes),
          suspended: changes.status === 'suspended',
          newRole: changes.role !== undefined,
        };
      })
      .catch(emailTaken);
    // A new role starts with a new sign-in: an operator's two-factor requirement, and the
    // console's or the member app's rights, are settled there.
    if (suspended) await this.sessions.revokeAll(user.id, 'suspended');
    else if (newRole) await this.sessions.revokeAll(user.id, 'role_changed');
    return this.row(user);
  }

  async act(admin: User, userId: string, action: UserAction, ip: string): Promise<ConsoleUserRow> {
    if (userId === admin.id) throw new DomainError('CANNOT_ACT_ON_SELF');
    if (action === 'delete') return this.remove(admin, userId, ip);
    const target = await this.transactions.run(async (tx) => {
      const user = await this.lockTarget(tx, admin, userId);
      if (user.status === 'deleted') throw new DomainError('USER_DELETED');
      if (user.role === 'super_admin') throw new DomainError('CANNOT_ACT_ON_SUPER_ADMIN');
      const status = action === 'suspend' ? 'suspended' : 'active';
      if (user.status !== status) {
        await this.users.administer(tx, user.id, { status });
        user.status = status;
      }
      await this.audit.record(
        admin,
        {
          action: action === 'suspend' ? 'user_suspended' : 'user_activated',
          details: `${user.username} <${user.email}>`,
          category: 'user_management',
          ip,
        },
        tx,
      );
      return user;
    });
    if (action === 'suspend') await this.sessions.revokeAll(target.id, 'suspended');
    return this.row(target);
  }

  /**
   * The audit entry names the account by its id only: the trail is append-only, so a name
   * written there would outlive the anonymisation.
   */
  private async remove(admin: User, userId: string, ip: string): Promise<ConsoleUserRow> {
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const { user, photo, ended } = await this.transactions.run(async (tx) => {
      const target = await this.lockTarget(tx, admin, userId);
      if (target.status === 'deleted') throw new DomainError('USER_DELETED');
      if (target.role === 'super_admin') throw new DomainError('CANNOT_ACT_ON_SUPER_ADMIN');
      if ((await this.groups.countRunBy(target.id, tx)) > 0)
        throw new DomainError('USER_RUNS_GROUPS');
      const photoFile = await this.users.anonymise(tx, target, unusable);
      const memberships = await this.memberships.endAllOf(tx, target.id);
      for (const membership of memberships) await this.groups.releaseSeat(tx, membership.groupId);
      await this.audit.record(
        admin,
        {
          action: 'user_deleted',
          details: `${target.id}: anonymised, ${memberships.length} membership(s) ended`,
          category: 'user_management',
          ip,
        },
        tx,
      );
      return { user: target, photo: photoFile, ended: memberships };
    });
    await this.sessions.revokeAll(user.id, 'deleted');
    for (const membership of ended)
      await this.events.emit('membership.ended', { groupId: membership.groupId, userId: user.id });
    if (photo) await this.photos.discard(photo);
    const fresh = await this.users.findById(user.id);
    return this.row(fresh ?? user);
  }

  /**
   * The acting super admin's row and the target's, locked in the order of their ids (two
   * super admins acting on each other lock the same way round, not into a deadlock): checks the
   * actor is still a super admin (another may have taken the role a moment ago) and reads the
   * target as it is now.
   */
  private async lockTarget(tx: EntityManager, admin: User, userId: string): Promise<User> {
    if (!isUuid(userId)) {
      await this.assertStillSuperAdmin(tx, admin);
      throw new DomainError('USER_NOT_FOUND');
    }
    const locked = new Map<string, User | null>();
    for (const id of [admin.id, userId].sort())
      locked.set(id, await this.users.findForUpdate(tx, id));
    assertSuperAdmin(locked.get(admin.id));
    const user = locked.get(userId);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return user;
  }

  private async assertStillSuperAdmin(tx: EntityManager, admin: User): Promise<void> {
    assertSuperAdmin(await this.users.findForUpdate(tx, admin.id));
  }

  private async row(user: User): Promise<ConsoleUserRow> {
    const seen = await this.sessions.lastSeenOf(user.id);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      phone: user.phoneNumber,
      status: user.status,
      role: user.role,
      created_at: user.createdAt.toISOString(),
      last_seen_at: seen?.toISOString() ?? null,
    };
  }
}

function assertSuperAdmin(actor: User | null | undefined): void {
  if (actor?.role !== 'super_admin' || actor.status !== 'active')
    throw new DomainError('SUPERADMIN_REQUIRED');
}

/** Two writes of the same address at once: the unique index settles it, as at registration. */
function emailTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new DomainError('EMAIL_TAKEN');
  throw err;
}

function describeChanges(
  before: User,
  changes: Partial<Pick<User, 'username' | 'email' | 'phoneNumber' | 'role' | 'status'>>,
): string {
  const labels = {
    username: 'username',
    email: 'email',
    phoneNumber: 'phone',
    role: 'role',
    status: 'status',
  } as const;
  return (Object.keys(changes) as Array<keyof typeof changes>)
    .map((key) => `${labels[key]} ${before[key] ?? '—'} → ${changes[key] ?? '—'}`)
    .join('; ');
}
