import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LateFineKind } from '@tontine/contracts';
import { moneyColumn, timeColumn } from '../database/column-types.js';

/** Every version of a group's rules, and the first cycle it applies to. */
@Entity('group_rule_versions')
export class GroupRuleVersion {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @PrimaryColumn({ type: 'int' }) version!: number;
  @Column({ type: 'varchar', length: 8, name: 'late_fine_kind' }) lateFineKind!: LateFineKind;
  @Column({ ...moneyColumn, name: 'late_fine' }) lateFine!: string;
  @Column({ ...moneyColumn, name: 'paid_member_late_fine' }) paidMemberLateFine!: string;
  @Column({ type: 'int', name: 'grace_days' }) graceDays!: number;
  @Column({ type: 'int', name: 'reminder_days_before' }) reminderDaysBefore!: number;
  @Column({ type: 'int', name: 'effective_from_cycle' }) effectiveFromCycle!: number;
  /** Null for the rules a group was created with before rules could be set. */
  @Column({ type: 'varchar', length: 36, name: 'changed_by', nullable: true }) changedBy!:
    string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
