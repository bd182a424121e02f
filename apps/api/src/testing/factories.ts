import type { Type } from '@nestjs/common';
import {
  createGroupSchema,
  type ContributionDto,
  type PayoutFrequency,
  type PayoutOrderMethod,
  type Role,
} from '@tontine/contracts';
import type { DataSource } from 'typeorm';
import { ContributionsService } from '../contributions/contributions.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

export interface MakeUserOptions {
  /** The account role: 'member' (default), 'admin' or 'super_admin'. */
  role?: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface MakeGroupOptions {
  /** Who creates the group and administers it; a new account by default. */
  admin?: User;
  /** How many members the group has once made, its admin included (default 1: the admin). */
  members?: number;
  /** The contribution per member and cycle, a decimal string (default '1000.00'). */
  contribution?: string;
  maxMembers?: number;
  /** The due date of cycle 1 (YYYY-MM-DD, default today): from that day the queue locks. */
  startDate?: string;
  payoutOrder?: PayoutOrderMethod;
  beneficiaryContributes?: boolean;
  frequency?: PayoutFrequency;
  currency?: string;
  isPublic?: boolean;
  name?: string;
}

export interface MadeGroup {
  group: Group;
  admin: User;
  /** Every member in the order they joined, the admin first. */
  members: User[];
}

export interface MakeContributionOptions {
  group: Group;
  member: User;
  /** Default: the whole contribution of the group. */
  amount?: string;
  cycle?: number;
  /** 'approved' or 'rejected': decided by the group's admin after the recording. */
  status?: 'pending' | 'approved' | 'rejected';
}

export interface Factories {
  /** A new account, written by the users service. */
  makeUser(options?: MakeUserOptions): Promise<User>;
  /** A group created by its admin through the groups service, with members who joined it. */
  makeGroup(options?: MakeGroupOptions): Promise<MadeGroup>;
  /** `user` (a new account by default) takes a seat in the group, as every way in does. */
  join(group: Group, user?: User): Promise<User>;
  /** A cash contribution recorded by the member, then decided by the group's admin if asked. */
  makeContribution(options: MakeContributionOptions): Promise<ContributionDto>;
}

let sequence = 0;

/** Test data made through the real services (see service-test-kit.ts). */
export function factories(kit: { db: DataSource; get<T>(type: Type<T>): T }): Factories {
  const makeUser = async (options: MakeUserOptions = {}): Promise<User> => {
    sequence += 1;
    const firstName = options.firstName ?? `Member${sequence}`;
    return kit.get(UsersService).create({
      email: options.email ?? `member.${sequence}@service.test`,
      passwordHash: 'not-a-real-hash',
      firstName,
      lastName: options.lastName ?? 'Wekesa',
      country: 'KE',
      preferredLanguage: 'sw',
      preferredCurrency: 'KES',
      receiveNewsletter: false,
      role: options.role ?? 'member',
    });
  };

  const join = async (group: Group, user?: User): Promise<User> => {
    const member = user ?? (await makeUser());
    await kit.db.transaction((tx) => kit.get(GroupsService).admit(tx, group, member.id));
    return member;
  };

  const makeGroup = async (options: MakeGroupOptions = {}): Promise<MadeGroup> => {
    sequence += 1;
    const admin = options.admin ?? (await makeUser());
    const count = options.members ?? 1;
    const input = createGroupSchema.parse({
      name: options.name ?? `Chama ${sequence}`,
      description: 'Monthly savings of the market traders',
      contribution_amount: options.contribution ?? '1000.00',
      max_members: options.maxMembers ?? Math.max(10, count),
      start_date: options.startDate ?? new Date().toISOString().slice(0, 10),
      payout_order_method: options.payoutOrder,
      beneficiary_contributes: options.beneficiaryContributes,
      payout_frequency: options.frequency,
      currency: options.currency,
      is_public: options.isPublic,
    });
    const groups = kit.get(GroupsService);
    const created = await groups.createFromModal(admin, input);
    const group = await groups.reload(created.id);
    const members = [admin];
    for (let i = 1; i < count; i += 1) members.push(await join(group, await makeUser()));
    return { group, admin, members };
  };

  const makeContribution = async (options: MakeContributionOptions): Promise<ContributionDto> => {
    const { group, member, status = 'pending' } = options;
    const contributions = kit.get(ContributionsService);
    const recorded = await contributions.recordCash(
      member,
      {
        group_id: group.id,
        amount: options.amount ?? group.contributionAmount,
        cycle_number: options.cycle,
      },
      undefined,
    );
    if (status === 'pending') return recorded.contribution;
    const admin = (await kit.get(UsersService).findById(group.adminId))!;
    const id = recorded.contribution.id;
    return status === 'approved'
      ? contributions.approve(admin, id, '127.0.0.1')
      : contributions.reject(admin, id, 'Montant non reçu', '127.0.0.1');
  };

  return { makeUser, makeGroup, join, makeContribution };
}
