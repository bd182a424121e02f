import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JoinRequestStatus } from '@tontine/contracts';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

@Entity('join_requests')
export class JoinRequest {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'text' }) message!: string;
  @Column({ type: 'varchar', length: 10 }) status!: JoinRequestStatus;
  @Column({ type: 'varchar', length: 500, name: 'admin_response', nullable: true })
  adminResponse!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'decided_by', nullable: true }) decidedBy!:
    string | null;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  /** The version of the group's rules the person accepted when asking; null: not shown. */
  @Column({ type: 'int', name: 'accepted_rules_version', nullable: true })
  acceptedRulesVersion!: number | null;
}

/** A single-use code issued when a request is accepted; valid seven days. */
@Entity('invitation_codes')
export class InvitationCode {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 16 }) code!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'join_request_id', nullable: true })
  joinRequestId!: string | null;
  @Column({ ...timeColumn, name: 'expires_at' }) expiresAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'used_at' }) usedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
