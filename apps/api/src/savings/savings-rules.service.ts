import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SavingsRules as SavingsRulesInput, SavingsRulesDto } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { Transactions } from '../database/transactions.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { SavingsRules } from './savings-rules.entity.js';
import {
  describeSavingsRules,
  savingsRulesColumns,
  toSavingsRulesDto,
} from './savings-rules.mapper.js';

/**
 * A group's savings fund rules (table banking): read by its members, set by its admins, each
 * change audited. A group whose admins never set them has no fund.
 */
@Injectable()
export class SavingsRulesService {
  constructor(
    @InjectRepository(SavingsRules) private readonly rules: Repository<SavingsRules>,
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly audit: AuditService,
  ) {}

  async get(caller: User, groupId: string): Promise<SavingsRulesDto> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    return this.of(group);
  }

  /** The group's rules as they stand, the defaults (no fund) when never set. */
  async of(group: Group): Promise<SavingsRulesDto> {
    return toSavingsRulesDto(await this.rules.findOneBy({ groupId: group.id }), group.currency);
  }

  async change(
    caller: User,
    groupId: string,
    input: SavingsRulesInput,
    ip: string,
  ): Promise<SavingsRulesDto> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'manage', group);
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    return this.transactions.run(async (tx) => {
      const repo = tx.getRepository(SavingsRules);
      const row = repo.create({
        groupId,
        ...savingsRulesColumns(input),
        updatedBy: caller.id,
        updatedAt: new Date(),
      });
      await repo.save(row);
      await this.audit.record(
        caller,
        {
          action: 'savings_rules_changed',
          details: `${group.name}: ${describeSavingsRules(input, group.currency)}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
      return toSavingsRulesDto(row, group.currency);
    });
  }
}
