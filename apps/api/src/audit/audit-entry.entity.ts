import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

export type AuditCategory =
  | 'user_management'
  | 'payment_validation'
  | 'system_config'
  | 'content_management'
  | 'group_management';

@Entity('audit_entries')
export class AuditEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'varchar', length: 36, name: 'admin_id', nullable: true }) adminId!:
    string | null;
  @Column({ type: 'varchar', length: 121, name: 'admin_name' }) adminName!: string;
  @Column({ type: 'varchar', length: 80 }) action!: string;
  @Column({ type: 'text' }) details!: string;
  @Column({ type: 'varchar', length: 40 }) category!: AuditCategory;
  @Column({ type: 'varchar', length: 64, name: 'ip_address', nullable: true }) ipAddress!:
    string | null;
}
