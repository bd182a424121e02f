import type { LoanApproval, LoanInterestMethod, SavingKind } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, decimalColumn, moneyColumn, timeColumn } from '../database/column-types.js';

/** A group's savings fund rules, as its admins last set them. */
@Entity('group_savings_rules')
export class SavingsRules {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column(boolColumn) enabled!: boolean;
  @Column({ type: 'varchar', length: 8, name: 'saving_kind' }) savingKind!: SavingKind;
  @Column({ ...moneyColumn, name: 'saving_amount' }) savingAmount!: string;
  @Column({ ...decimalColumn(6, 2), name: 'loan_multiple' }) loanMultiple!: string;
  @Column({ ...moneyColumn, name: 'loan_cap' }) loanCap!: string;
  @Column({ type: 'varchar', length: 10, name: 'interest_method' })
  interestMethod!: LoanInterestMethod;
  @Column({ ...decimalColumn(6, 3), name: 'monthly_rate' }) monthlyRate!: string;
  @Column({ type: 'int', name: 'max_term_months' }) maxTermMonths!: number;
  @Column({ type: 'int', name: 'guarantors_required' }) guarantorsRequired!: number;
  @Column({ type: 'varchar', length: 20 }) approval!: LoanApproval;
  @Column({ type: 'varchar', length: 36, name: 'updated_by' }) updatedBy!: string;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
