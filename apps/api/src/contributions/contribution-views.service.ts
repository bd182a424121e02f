import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContributionDto } from '@tontine/contracts';
import { DataSource, In } from 'typeorm';
import { GroupAccessService } from '../groups/group-access.service.js';
import { User } from '../users/user.entity.js';
import { Contribution } from './contribution.entity.js';
import { toContributionDto } from './contribution.mapper.js';

/** The payments tab: a group's contributions with their members' names. */
@Injectable()
export class ContributionViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
  ) {}

  /** Admins see every contribution of the group; members their own. */
  async listForGroup(viewer: User, groupId: string): Promise<ContributionDto[]> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(viewer, 'view_members', group);
    const admin = await this.access.can(viewer, 'handle_money', group);
    const rows = await this.db.getRepository(Contribution).find({
      where: admin ? { groupId } : { groupId, userId: viewer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 500,
    });
    const users = await this.db
      .getRepository(User)
      .findBy({ id: In([...new Set(rows.map((r) => r.userId))]) });
    const names = new Map(users.map((u) => [u.id, u.username]));
    return rows.map((r) => toContributionDto(r, names.get(r.userId) ?? ''));
  }
}
