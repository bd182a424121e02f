import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, timeColumn } from '../database/column-types.js';

/** One share-out of a group's fund. */
@Entity('savings_share_outs')
export class ShareOut {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column(moneyColumn) total!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ ...timeColumn, name: 'as_of' }) asOf!: Date;
  @Column({ type: 'varchar', length: 36, name: 'created_by' }) createdBy!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** What one member received in a share-out: their savings back and their part of the profit. */
@Entity('savings_share_out_lines')
export class ShareOutLineRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'share_out_id' }) shareOutId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column(moneyColumn) savings!: string;
  @Column(moneyColumn) profit!: string;
  @Column(moneyColumn) total!: string;
}
