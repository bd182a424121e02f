import type { AuditEntryCategory } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

export type AuditCategory = AuditEntryCategory;

/**
 * One admin action, append-only: nothing in the API updates or deletes a row. Each entry is a
 * link of a hash chain (audit-chain.ts): its position, the previous entry's hash and its own.
 */
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
  /** The entry's position in the chain, from 1, given out under the chain head's lock. */
  @Column({ type: 'int' }) seq!: number;
  @Column({ type: 'varchar', length: 64, name: 'prev_hash' }) prevHash!: string;
  @Column({ type: 'varchar', length: 64 }) hash!: string;
}
