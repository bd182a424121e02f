import { Injectable } from '@nestjs/common';
import type { GroupRules, GroupRulesDto } from '@tontine/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { DomainError } from '../common/domain-error.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupRuleVersion } from './group-rule-version.entity.js';
import { Group } from './group.entity.js';
import {
  describeRules,
  ruleColumns,
  rulesForCycle,
  ruleVersionOf,
  rulesOf,
} from './group-rules.js';
import { GroupsService } from './groups.service.js';

/**
 * Whether the group's current cycle has begun: every cycle after the first began with the
 * payout before it, and the first began on its due date (the start date). Before that the group
 * is still forming, and its first cycle may take new rules.
 */
function cycleUnderWay(group: Group, now: Date): boolean {
  return (
    group.currentCycle > 1 ||
    group.rotationStartedAt !== null ||
    group.startDate <= now.toISOString().slice(0, 10)
  );
}

/**
 * A group's rules: set at creation, changed by its admins from the next cycle once the rotation
 * has begun (a cycle keeps the rules it began with), each version kept with the first cycle it
 * applies to, and accepted by whoever joins.
 */
@Injectable()
export class GroupRulesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly groups: GroupsService,
    private readonly audit: AuditService,
    private readonly memberships: MembershipsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The admins' change: a new version, from the group's next cycle once its current one has
   * begun, else from the current one. Under the group's row lock, so that two changes at once
   * make two versions one after the other.
   */
  async change(user: User, groupId: string, rules: GroupRules, ip: string): Promise<GroupRulesDto> {
    const found = await this.access.findGroup(groupId);
    await this.access.assert(user, 'manage', found);
    return this.transactions.run(async (tx) => {
      await this.groups.lockRow(tx, groupId);
      const group = await this.access.findGroup(groupId, tx);
      if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
      const before = rulesOf(group);
      const version = group.rulesVersion + 1;
      const now = new Date();
      const effectiveFrom = cycleUnderWay(group, now) ? group.currentCycle + 1 : group.currentCycle;
      const columns = {
        ...ruleColumns(rules),
        rulesVersion: version,
        rulesEffectiveCycle: effectiveFrom,
        updatedAt: now,
      };
      await tx.getRepository(Group).update({ id: group.id }, columns);
      Object.assign(group, columns);
      await tx.getRepository(GroupRuleVersion).insert(ruleVersionOf(group, user.id, now));
      await this.audit.record(
        user,
        {
          action: 'group_rules_changed',
          details: `${group.name}: ${describeRules(before)} → ${describeRules(rules)}, cycle ${effectiveFrom}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
      // Every other member learns of it: they joined on the rules before.
      const members = await this.memberships.activeOf(group.id, tx);
      await this.notifications.notify(
        tx,
        members.map((m) => m.userId).filter((id) => id !== user.id),
        'group_rules_changed',
        { group_name: group.name, cycle: String(effectiveFrom) },
        { group_id: group.id },
      );
      return rulesOf(group);
    });
  }

  /**
   * A join names the rules its member read: an older version than the group's is refused, so
   * that nobody joins on rules they were not shown. Answers the version to record.
   */
  accepted(group: Group, version: number | undefined): number | null {
    if (version === undefined) return null;
    if (version !== group.rulesVersion) throw new DomainError('GROUP_RULES_CHANGED');
    return version;
  }

  /** The rules cycle `cycle` runs on: the latest version that applies from that cycle or before. */
  forCycle(groupId: string, cycle: number, manager: EntityManager): Promise<GroupRuleVersion> {
    return rulesForCycle(manager, groupId, cycle);
  }
}
