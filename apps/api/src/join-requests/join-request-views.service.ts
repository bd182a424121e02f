import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { Group } from '../groups/group.entity.js';
import { User } from '../users/user.entity.js';
import { InvitationCode, JoinRequest } from './join-request.entity.js';
import { toJoinRequestDto } from './join-request.mapper.js';

/** The join requests as screens list them: with their people, groups and temporary codes. */
@Injectable()
export class JoinRequestViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
  ) {}

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
}
