import type { MemberRole } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

export type MembershipRole = MemberRole;
export type MembershipStatus = 'active' | 'excluded' | 'left';

/** One row per (group, user): re-joining reactivates it, so history keeps one line. */
@Entity('memberships')
export class Membership {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) role!: MembershipRole;
  @Column({ type: 'varchar', length: 10 }) status!: MembershipStatus;
  @Column({ ...timeColumn, name: 'joined_at' }) joinedAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'left_at' }) leftAt!: Date | null;
  /** The version of the group's rules the member accepted when joining; null: not shown. */
  @Column({ type: 'int', name: 'accepted_rules_version', nullable: true })
  acceptedRulesVersion!: number | null;
}
