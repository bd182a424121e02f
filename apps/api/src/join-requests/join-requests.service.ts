import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TEMPORARY_CODE_LENGTH, TEMPORARY_CODE_TTL_DAYS } from '@tontine/contracts';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { GroupRulesService } from '../groups/group-rules.service.js';
import { randomCode } from '../groups/invitation-codes.js';
import { MailService } from '../mail/mail.service.js';
import type { Membership } from '../memberships/membership.entity.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { InvitationCode, JoinRequest } from './join-request.entity.js';
import { toJoinRequestDto } from './join-request.mapper.js';

/** Join requests: sent by a person, decided by the group's admins. */
@Injectable()
export class JoinRequestsService {
  constructor(
    @InjectRepository(JoinRequest) private readonly joinRequests: Repository<JoinRequest>,
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly memberships: MembershipsService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly rules: GroupRulesService,
  ) {}

  /** `rulesVersion`: the version of the group's rules the person was shown and accepted. */
  async create(user: User, groupId: string, message: string, rulesVersion?: number) {
    const group = await this.access.findGroup(groupId);
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const acceptedRulesVersion = this.rules.accepted(group, rulesVersion);
    const request = await this.transactions.run(async (tx) => {
      if (await this.memberships.active(groupId, user.id, tx)) {
        throw new DomainError('ALREADY_MEMBER');
      }
      if (
        await tx
          .getRepository(JoinRequest)
          .findOneBy({ groupId, userId: user.id, status: 'pending' })
      ) {
        throw new DomainError('JOIN_REQUEST_PENDING');
      }
      const request = tx.getRepository(JoinRequest).create({
        id: newId(),
        groupId,
        userId: user.id,
        message,
        status: 'pending',
        adminResponse: null,
        decidedBy: null,
        decidedAt: null,
        createdAt: new Date(),
        acceptedRulesVersion,
      });
      await tx.getRepository(JoinRequest).insert(request);
      const admins = await this.access.adminIds(group);
      await this.notifications.notify(
        tx,
        admins,
        'join_request',
        { username: user.username, group_name: group.name },
        { group_id: group.id, join_request_id: request.id, requester_id: user.id },
      );
      return request;
    });
    return toJoinRequestDto(request, group, user);
  }

  async accept(admin: User, requestId: string, response: string | undefined, ip: string) {
    const { request, group, requester, code } = await this.decide(
      admin,
      requestId,
      'accepted',
      response,
      ip,
    );
    const text =
      `Votre demande pour rejoindre ${group.name} a été acceptée. ` +
      `Votre code d'invitation : ${code.code} (valable ${TEMPORARY_CODE_TTL_DAYS} jours, une seule fois).`;
    await this.mail.send({
      to: requester.email,
      subject: `Demande acceptée : ${group.name}`,
      text: `${text}\n\n${response ?? ''}`.trim(),
    });
    return toJoinRequestDto(request, group, requester);
  }

  async reject(admin: User, requestId: string, response: string | undefined, ip: string) {
    const { request, group, requester } = await this.decide(
      admin,
      requestId,
      'rejected',
      response,
      ip,
    );
    return toJoinRequestDto(request, group, requester);
  }

  private async decide(
    admin: User,
    requestId: string,
    outcome: 'accepted' | 'rejected',
    response: string | undefined,
    ip: string,
  ) {
    const request = await this.joinRequests.findOneBy({ id: requestId });
    if (!request) throw new DomainError('JOIN_REQUEST_NOT_FOUND');
    const group = await this.access.findGroup(request.groupId);
    await this.access.assert(admin, 'decide_requests', group);
    const requester = await this.users.findById(request.userId);
    if (!requester) throw new DomainError('JOIN_REQUEST_NOT_FOUND');
    return this.transactions.run(async (tx) => {
      const now = new Date();
      // Two admins deciding at once: only the first conditional update changes the row.
      const done = await tx
        .getRepository(JoinRequest)
        .update(
          { id: request.id, status: 'pending' },
          { status: outcome, adminResponse: response || null, decidedBy: admin.id, decidedAt: now },
        );
      if (!done.affected) throw new DomainError('JOIN_REQUEST_DECIDED');
      Object.assign(request, {
        status: outcome,
        adminResponse: response || null,
        decidedBy: admin.id,
        decidedAt: now,
      });
      await this.audit.record(
        admin,
        {
          action: outcome === 'accepted' ? 'join_request_accepted' : 'join_request_rejected',
          details: `${requester.username} → ${group.name}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
      let code: InvitationCode | undefined;
      if (outcome === 'accepted') {
        code = tx.getRepository(InvitationCode).create({
          id: newId(),
          code: randomCode(TEMPORARY_CODE_LENGTH),
          groupId: group.id,
          userId: requester.id,
          joinRequestId: request.id,
          expiresAt: new Date(now.getTime() + TEMPORARY_CODE_TTL_DAYS * 86_400_000),
          usedAt: null,
          createdAt: now,
        });
        await tx.getRepository(InvitationCode).insert(code);
        await this.notifications.notify(
          tx,
          [requester.id],
          'group_join_approved',
          { group_name: group.name, invitation_code: code.code },
          { group_id: group.id, expires_at: code.expiresAt.toISOString() },
        );
      } else {
        const data = { group_id: group.id, join_request_id: request.id };
        if (response)
          await this.notifications.notify(
            tx,
            [requester.id],
            'join_request_rejected_with_response',
            { group_name: group.name, response },
            data,
          );
        else
          await this.notifications.notify(
            tx,
            [requester.id],
            'join_request_rejected',
            { group_name: group.name },
            data,
          );
      }
      return { request, group, requester, code: code! };
    });
  }

  /**
   * A temporary code is its owner's: another person's code is as unknown to this caller as a
   * made-up one. Whether it can still be used is `useInvitation`'s question, asked after the
   * person's standing in the group, so that an excluded member hears why, not "expired".
   */
  async findOwnInvitation(tx: EntityManager, code: string, userId: string) {
    const invitation = await tx.getRepository(InvitationCode).findOneBy({ code });
    if (!invitation || invitation.userId !== userId)
      throw new DomainError('INVALID_INVITATION_CODE');
    return invitation;
  }

  /** The version of the rules accepted by the request that issued the code, if any. */
  async acceptedRulesVersion(
    tx: EntityManager,
    invitation: InvitationCode,
  ): Promise<number | null> {
    if (!invitation.joinRequestId) return null;
    const request = await tx.getRepository(JoinRequest).findOneBy({ id: invitation.joinRequestId });
    return request?.acceptedRulesVersion ?? null;
  }

  /** Once, within its days: used up here, in the joining's transaction. */
  async useInvitation(tx: EntityManager, invitation: InvitationCode): Promise<void> {
    if (invitation.usedAt || invitation.expiresAt.getTime() < Date.now()) {
      throw new DomainError('INVITATION_EXPIRED');
    }
    const used = await tx
      .getRepository(InvitationCode)
      .update({ id: invitation.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!used.affected) throw new DomainError('INVITATION_EXPIRED');
  }

  /**
   * A refusal holds: the admins' last word about a person holds. A refused request or an
   * exclusion shuts every door (public join, permanent code, a temporary code issued before it)
   * until an admin accepts a newer request from them.
   */
  async assertNotTurnedAway(
    tx: EntityManager,
    groupId: string,
    userId: string,
    membership: Membership | null,
    codeAcceptedAt: Date | undefined,
  ): Promise<void> {
    const lastDecision = await tx.getRepository(JoinRequest).findOne({
      where: { groupId, userId, status: In(['accepted', 'rejected']) },
      order: { decidedAt: 'DESC', id: 'DESC' },
    });
    const bars: Array<{ code: 'JOIN_REQUEST_REFUSED' | 'EXCLUDED_FROM_GROUP'; at: number }> = [];
    if (lastDecision?.status === 'rejected')
      bars.push({ code: 'JOIN_REQUEST_REFUSED', at: lastDecision.decidedAt?.getTime() ?? 0 });
    if (membership?.status === 'excluded')
      bars.push({ code: 'EXCLUDED_FROM_GROUP', at: membership.leftAt?.getTime() ?? 0 });
    const bar = bars.sort((a, b) => b.at - a.at)[0];
    if (!bar) return;
    const accepted = Math.max(
      lastDecision?.status === 'accepted' ? (lastDecision.decidedAt?.getTime() ?? 0) : 0,
      codeAcceptedAt?.getTime() ?? 0,
    );
    // A tie goes to the refusal: only an acceptance that came after it reopens the group.
    if (accepted <= bar.at) throw new DomainError(bar.code);
  }
}
