import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContributionStatus } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { Contribution } from '../contributions/contribution.entity.js';

/** What the proofs need to know of a contribution: whose it is, its group, its state. */
export interface ProofTarget {
  id: string;
  groupId: string;
  userId: string;
  status: ContributionStatus;
}

/** Reads of the contributions a proof hangs off (the contributions domain owns the table). */
@Injectable()
export class ProofContributionsViews {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<ProofTarget | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.db.getRepository(Contribution).findOne({
      where: { id },
      select: { id: true, groupId: true, userId: true, status: true },
    });
    return row
      ? { id: row.id, groupId: row.groupId, userId: row.userId, status: row.status }
      : null;
  }

  /** The ids of a group's contributions (a deleted group's proofs go with it). */
  async idsOfGroup(groupId: string): Promise<string[]> {
    const rows = await this.db
      .getRepository(Contribution)
      .find({ where: { groupId }, select: { id: true } });
    return rows.map((r) => r.id);
  }
}
