import type { MpesaPaybillStatus, MpesaSuspenseReason } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** The account number a member types to pay a group's due from the M-Pesa menu. */
@Entity('mpesa_account_references')
export class MpesaAccountReference {
  @PrimaryColumn({ type: 'varchar', length: 9 }) reference!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/**
 * A payment to the paybill from the M-Pesa menu, as Safaricom confirmed it: matched to the
 * member and group its account number names, or held in suspense for an operator. Its receipt
 * (TransID) appears once, ever (unique index).
 */
@Entity('mpesa_paybill_payments')
export class MpesaPaybillPayment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 20, name: 'receipt_number' }) receiptNumber!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 20, name: 'bill_ref_number' }) billRefNumber!: string;
  /** As Safaricom sends it: masked (`2547****149`). */
  @Column({ type: 'varchar', length: 20 }) msisdn!: string;
  @Column({ type: 'varchar', length: 120, name: 'payer_name' }) payerName!: string;
  @Column({ type: 'varchar', length: 12 }) status!: MpesaPaybillStatus;
  @Column({ type: 'varchar', length: 20, name: 'suspense_reason', nullable: true })
  suspenseReason!: MpesaSuspenseReason | null;
  @Column({ type: 'varchar', length: 36, name: 'user_id', nullable: true }) userId!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'group_id', nullable: true }) groupId!:
    string | null;
  @Column({ type: 'int', name: 'cycle_number', nullable: true }) cycleNumber!: number | null;
  @Column({ type: 'varchar', length: 36, name: 'contribution_id', nullable: true })
  contributionId!: string | null;
  /** The OriginatorConversationID of the Transaction Status query that confirms it. */
  @Column({ type: 'varchar', length: 64, name: 'status_query_id', nullable: true })
  statusQueryId!: string | null;
  @Column({ ...nullableTimeColumn, name: 'status_query_at' }) statusQueryAt!: Date | null;
  @Column({ type: 'varchar', length: 36, name: 'resolved_by', nullable: true }) resolvedBy!:
    string | null;
  @Column({ type: 'varchar', length: 500, name: 'resolution_note', nullable: true })
  resolutionNote!: string | null;
  @Column({ ...timeColumn, name: 'received_at' }) receivedAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'settled_at' }) settledAt!: Date | null;
}
