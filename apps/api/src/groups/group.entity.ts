import { Column, Entity, PrimaryColumn } from 'typeorm';
import type {
  LateFineKind,
  GroupCategory,
  GroupLanguage,
  GroupStatus,
  PayoutFrequency,
  PayoutOrderMethod,
} from '@tontine/contracts';
import {
  boolColumn,
  dateColumn,
  moneyColumn,
  nullableTimeColumn,
  timeColumn,
} from '../database/column-types.js';

@Entity('savings_groups')
export class Group {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 80 }) name!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) category!: GroupCategory | null;
  @Column({ type: 'varchar', length: 36, name: 'admin_id' }) adminId!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ ...moneyColumn, name: 'contribution_amount' })
  contributionAmount!: string;
  @Column({ type: 'int', name: 'max_members' }) maxMembers!: number;
  @Column({ type: 'int', name: 'member_count' }) memberCount!: number;
  @Column({ ...boolColumn, name: 'is_public' }) isPublic!: boolean;
  @Column({ type: 'varchar', length: 16 }) status!: GroupStatus;
  @Column({ type: 'varchar', length: 10, name: 'payout_frequency' })
  payoutFrequency!: PayoutFrequency;
  @Column({ ...dateColumn, name: 'start_date' }) startDate!: string;
  @Column({ type: 'int', name: 'current_cycle' }) currentCycle!: number;
  /**
   * The cycle whose payout a provider (M-Pesa) is carrying out, until its result: no cash
   * payout, reversal of that cycle or change of the order meanwhile.
   */
  @Column({ type: 'int', name: 'payout_sending_cycle', nullable: true })
  payoutSendingCycle!: number | null;
  /** The current cycle's due date, stored for the reminder job's reads (null on older rows). */
  @Column({ ...dateColumn, name: 'current_due_date', nullable: true }) currentDueDate!:
    string | null;
  @Column({ type: 'varchar', length: 40 }) theme!: string;
  @Column({ type: 'varchar', length: 60 }) region!: string;
  @Column({ type: 'varchar', length: 2 }) language!: GroupLanguage;
  @Column({ ...boolColumn, name: 'chat_enabled' }) chatEnabled!: boolean;
  @Column({ ...boolColumn, name: 'payment_enabled' }) paymentEnabled!: boolean;
  @Column({ type: 'varchar', length: 8, name: 'permanent_invitation_code' }) permanentCode!: string;
  @Column({ type: 'varchar', length: 16, name: 'payout_order_method' })
  payoutOrderMethod!: PayoutOrderMethod;
  @Column({ ...boolColumn, name: 'beneficiary_contributes' }) beneficiaryContributes!: boolean;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'deleted_at' }) deletedAt!: Date | null;
  /** Set when cycle 1 fell due and the payout queue was locked. */
  @Column({ ...nullableTimeColumn, name: 'rotation_started_at' }) rotationStartedAt!: Date | null;
  /** The rules in force from `rulesEffectiveCycle` on (group-rules.service.ts). */
  @Column({ type: 'varchar', length: 8, name: 'late_fine_kind' }) lateFineKind!: LateFineKind;
  @Column({ ...moneyColumn, name: 'late_fine' }) lateFine!: string;
  @Column({ ...moneyColumn, name: 'paid_member_late_fine' }) paidMemberLateFine!: string;
  @Column({ type: 'int', name: 'grace_days' }) graceDays!: number;
  @Column({ type: 'int', name: 'reminder_days_before' }) reminderDaysBefore!: number;
  @Column({ type: 'int', name: 'rules_version' }) rulesVersion!: number;
  @Column({ type: 'int', name: 'rules_effective_cycle' }) rulesEffectiveCycle!: number;
  /** The last cycle whose late fines were settled by the fines job (0: none yet). */
  @Column({ type: 'int', name: 'fines_checked_cycle', default: 0 }) finesCheckedCycle!: number;
  /** The recorded seed of a random draw. */
  @Column({ type: 'varchar', length: 64, name: 'rotation_seed', nullable: true }) rotationSeed!:
    string | null;
}
