import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** One saved version of a platform document; the highest version is the current one. */
@Entity('platform_documents')
export class PlatformDocumentVersion {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name!: string;
  @PrimaryColumn({ type: 'int' }) version!: number;
  /** The document as JSON, exactly as its schema parsed it. */
  @Column({ type: 'text' }) value!: string;
  @Column({ type: 'varchar', length: 36, name: 'admin_id', nullable: true }) adminId!:
    string | null;
  @Column({ type: 'varchar', length: 121, name: 'admin_name' }) adminName!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
