import { Injectable } from '@nestjs/common';
import {
  successMessage,
  type GroupDto,
  type JoinWithInvitationCodeResponse,
  type JoinWithPermanentCodeResponse,
} from '@tontine/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { Transactions } from '../database/transactions.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { GroupRulesService } from '../groups/group-rules.service.js';
import { GroupViewsService } from '../groups/group-views.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestsService } from './join-requests.service.js';

/**
 * The ways into a group: its permanent code, a temporary code from an accepted request, or at
 * once for a public group. Each checks that the admins' last word about the person (a refusal,
 * an exclusion) does not hold them out, then the group admits them.
 */
@Injectable()
export class JoiningService {
  /** Codes are not guessable by brute force: 20 code attempts per user in 10 minutes. */
  private readonly attempts: RateLimiterAbstract;

  constructor(
    private readonly transactions: Transactions,
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    private readonly requests: JoinRequestsService,
    private readonly rules: GroupRulesService,
    limits: RateLimitService,
  ) {
    this.attempts = limits.limiter({ key: 'join_code_attempts', points: 20, seconds: 600 });
  }

  /** The group a code opens, read before joining with it: a try of the code like a join. */
  async preview(user: User, code: string): Promise<GroupDto> {
    await this.countAttempt(user);
    const group = await this.groups.findByPermanentCode(code);
    if (!group) throw new DomainError('INVALID_PERMANENT_CODE');
    return this.view(group, user);
  }

  async withPermanentCode(
    user: User,
    code: string,
    rulesVersion?: number,
  ): Promise<JoinWithPermanentCodeResponse> {
    await this.countAttempt(user);
    const group = await this.transactions.run(async (tx) => {
      const group = await this.groups.findByPermanentCode(code, tx);
      if (!group) throw new DomainError('INVALID_PERMANENT_CODE');
      await this.admit(tx, group, user, { rulesVersion });
      return group;
    });
    return {
      ...successMessage('groupJoined', { group_name: group.name }),
      group: await this.view(group, user),
    };
  }

  async withInvitationCode(
    user: User,
    code: string,
    rulesVersion?: number,
  ): Promise<JoinWithInvitationCodeResponse> {
    await this.countAttempt(user);
    const group = await this.transactions.run(async (tx) => {
      const invitation = await this.requests.findOwnInvitation(tx, code, user.id);
      const group = await this.access.findGroup(invitation.groupId, tx);
      // The person's standing first: an excluded member re-using a spent code is told of the
      // exclusion, the true reason, rather than that the code expired.
      const membership = await this.memberships.find(group.id, user.id, tx);
      await this.requests.assertNotTurnedAway(
        tx,
        group.id,
        user.id,
        membership,
        invitation.createdAt,
      );
      await this.requests.useInvitation(tx, invitation);
      // Without a version of its own, the join keeps the one its request accepted, if the
      // rules have not changed since.
      const asked = await this.requests.acceptedRulesVersion(tx, invitation);
      await this.admit(tx, group, user, {
        acceptedAt: invitation.createdAt,
        rulesVersion: rulesVersion ?? (asked === group.rulesVersion ? asked : undefined),
      });
      return group;
    });
    return { success: true, group: await this.view(group, user) };
  }

  /** The empty request: a public group is joined at once, a private one is asked. */
  async requestJoin(user: User, groupId: string, rulesVersion?: number) {
    const group = await this.access.findGroup(groupId);
    if (!group.isPublic) {
      const request = await this.requests.create(user, group.id, '', rulesVersion);
      return { success: true, status: 'pending' as const, request };
    }
    await this.transactions.run((tx) => this.admit(tx, group, user, { rulesVersion }));
    return { success: true, status: 'joined' as const, group: await this.view(group, user) };
  }

  /**
   * `acceptedAt`: the person comes with a temporary code issued when a request was accepted.
   * `rulesVersion`: the version of the group's rules they were shown and accepted.
   */
  private async admit(
    tx: EntityManager,
    group: Group,
    user: User,
    { acceptedAt, rulesVersion }: { acceptedAt?: Date; rulesVersion?: number } = {},
  ) {
    const accepted = this.rules.accepted(group, rulesVersion);
    const membership = await this.memberships.find(group.id, user.id, tx);
    if (membership?.status === 'active') throw new DomainError('ALREADY_MEMBER');
    await this.requests.assertNotTurnedAway(tx, group.id, user.id, membership, acceptedAt);
    await this.groups.admit(tx, group, user.id, { acceptedRulesVersion: accepted });
  }

  private async countAttempt(user: User): Promise<void> {
    try {
      await this.attempts.consume(user.id);
    } catch {
      throw new DomainError('TOO_MANY_JOIN_ATTEMPTS');
    }
  }

  private async view(group: Group, user: User): Promise<GroupDto> {
    return (await this.views.views([group], user))[0]!;
  }
}
