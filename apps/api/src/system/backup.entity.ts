import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** A database backup written by the console: a gzip file in BACKUP_DIR. */
@Entity('backups')
export class Backup {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 200, name: 'file_name' }) fileName!: string;
  @Column({
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: unknown) => Number(v) },
  })
  size!: number;
  @Column({ type: 'varchar', length: 64 }) sha256!: string;
  /** mysql: a logical dump (SQL); sqlite: the database file. */
  @Column({ type: 'varchar', length: 16 }) driver!: string;
  @Column({ type: 'varchar', length: 36, name: 'admin_id', nullable: true }) adminId!:
    string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
