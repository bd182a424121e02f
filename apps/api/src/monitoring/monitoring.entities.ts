import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** A warning or an error the server logged (system-log-writer.service.ts). */
@Entity('system_logs')
export class SystemLog {
  /** Increasing: the table keeps the rows of the newest ids. A string: bigint on MariaDB. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column({ type: 'varchar', length: 8 }) level!: 'error' | 'warn';
  @Column({ type: 'text' }) message!: string;
  @Column({ type: 'text', nullable: true }) context!: string | null;
  @Column({ ...timeColumn, name: 'logged_at' }) loggedAt!: Date;
}

/** The responses one API instance answered in one minute, and how many were 5xx. */
@Entity('request_minutes')
export class RequestMinute {
  @PrimaryColumn({ type: 'datetime', precision: 3 }) minute!: Date;
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'instance_id' }) instanceId!: string;
  @Column({ type: 'int' }) total!: number;
  @Column({ type: 'int' }) errors!: number;
}

/** One start of the API, with the version it ran. */
@Entity('deployments')
export class Deployment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 40 }) version!: string;
  @Column({ type: 'varchar', length: 255 }) host!: string;
  @Column({ type: 'varchar', length: 36, name: 'instance_id' }) instanceId!: string;
  @Column({ ...timeColumn, name: 'started_at' }) startedAt!: Date;
}
