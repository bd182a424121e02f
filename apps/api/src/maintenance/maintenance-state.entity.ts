import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** A single row ('global'): the maintenance switch shared by every API instance. */
@Entity('maintenance_state')
export class MaintenanceState {
  @PrimaryColumn({ type: 'varchar', length: 16 }) id!: string;
  @Column(boolColumn) enabled!: boolean;
  @Column({ type: 'varchar', length: 500 }) message!: string;
  @Column({ type: 'varchar', length: 100, name: 'estimated_time' }) estimatedTime!: string;
  @Column({ type: 'varchar', length: 254, name: 'contact_email', nullable: true })
  contactEmail!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'updated_by', nullable: true }) updatedBy!:
    string | null;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}

@Entity('maintenance_subscribers')
export class MaintenanceSubscriber {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'notified_at' }) notifiedAt!: Date | null;
}
