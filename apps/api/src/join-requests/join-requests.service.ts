import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TEMPORARY_CODE_LENGTH, TEMPORARY_CODE_TTL_DAYS } from '@tontine/contracts';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { Group } from '../groups/group.entity.js';
import { randomCode } from '../groups/invitation-codes.js';
import { MailService } from '../mail/mail.service.js';
import { Membership } from '../memberships/membership.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { User } from '../users/user.entity.js';
import { InvitationCode, JoinRequest } from './join-request.entity.js';
import { toJoinRequestDto } from './join-request.mapper.js';

/** Join requests: sent by a person, decided by the group's admins (the side 000 leaves out). */
@Injectable()
export class JoinRequestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async create(user: User, groupId: string, message: string) {
    const group = await this.access.findGroup(groupId);
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const request = await this.db.transaction(async (tx) => {
      if (
        await tx.getRepository(Membership).findOneBy({ groupId, userId: user.id, status: 'active' })
      ) {
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

  async listForGroup(viewer: User, groupId: string) {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(viewer, 'decide_requests', group);
    const rows = await this.db
      .getRepository(JoinRequest)
      .find({ where: { groupId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
    const users = await this.db.getRepository(User).findBy({ id: In(rows.map((r) => r.userId)) });
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => toJoinRequestDto(r, group, byId.get(r.userId)));
  }

  async listForUser(viewer: User, userId: string) {
    if (viewer.id !== userId && viewer.role !== 'super_admin') throw new DomainError('FORBIDDEN');
    const rows = await this.db
      .getRepository(JoinRequest)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
    const groupIds = [...new Set(rows.map((r) => r.groupId))];
    const [groups, codes, owner] = await Promise.all([
      this.db.getRepository(Group).findBy({ id: In(groupIds) }),
      this.db
        .getRepository(InvitationCode)
        .findBy({ userId, joinRequestId: In(rows.map((r) => r.id)) }),
      this.db.getRepository(User).findOneBy({ id: userId }),
    ]);
    const groupById = new Map(groups.map((g) => [g.id, g]));
    const codeByRequest = new Map(codes.map((c) => [c.joinRequestId, c]));
    // The temporary code is for its owner's eyes only.
    const showCodes = viewer.id === userId;
    return rows.map((r) =>
      toJoinRequestDto(
        r,
        groupById.get(r.groupId),
        owner ?? undefined,
        showCodes ? codeByRequest.get(r.id) : undefined,
      ),
    );
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
    const request = await this.db.getRepository(JoinRequest).findOneBy({ id: requestId });
    if (!request) throw new DomainError('JOIN_REQUEST_NOT_FOUND');
    const group = await this.access.findGroup(request.groupId);
    await this.access.assert(admin, 'decide_requests', group);
    const requester = await this.db.getRepository(User).findOneByOrFail({ id: request.userId });
    return this.db.transaction(async (tx) => {
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
}
