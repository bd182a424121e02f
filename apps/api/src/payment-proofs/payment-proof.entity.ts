import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProofMimeType } from '@tontine/contracts';
import { timeColumn } from '../database/column-types.js';

/** A receipt attached to a contribution; its bytes are the file `storageKey` under DATA_DIR/proofs. */
@Entity('payment_proofs')
export class PaymentProof {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'contribution_id' }) contributionId!: string;
  @Column({ type: 'varchar', length: 36, name: 'uploader_id' }) uploaderId!: string;
  @Column({ type: 'varchar', length: 255, name: 'file_name' }) fileName!: string;
  @Column({ type: 'varchar', length: 100, name: 'mime_type' }) mimeType!: ProofMimeType;
  @Column({ type: 'int' }) size!: number;
  @Column({ type: 'varchar', length: 10 }) source!: 'camera' | 'file';
  @Column({ type: 'varchar', length: 100, name: 'storage_key' }) storageKey!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
