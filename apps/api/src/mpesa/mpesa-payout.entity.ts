import type { MpesaPayoutFailureReason, MpesaPayoutStatus } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/**
 * Money sent to a member's phone (M-Pesa B2C): a cycle's pot to its beneficiary, or a loan to its
 * borrower. Its id is the OriginatorConversationID Daraja is given, so a request whose answer was
 * lost can still be asked about. Paid once its result is confirmed by Transaction Status; one
 * live request per cycle or loan (`liveKey`, unique) and one payout per receipt.
 */
@Entity('mpesa_payouts')
export class MpesaPayout {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  /** The cycle whose pot it carries; null for a loan. */
  @Column({ type: 'int', name: 'cycle_number', nullable: true }) cycleNumber!: number | null;
  /** The loan it disburses; null for a pot. */
  @Column({ type: 'varchar', length: 36, name: 'loan_id', nullable: true }) loanId!: string | null;
  /** The pot's beneficiary, or the loan's borrower. */
  @Column({ type: 'varchar', length: 36, name: 'beneficiary_id' }) beneficiaryId!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  /** The MSISDN the pot goes to (`2547…`). */
  @Column({ type: 'varchar', length: 12 }) phone!: string;
  @Column({ type: 'varchar', length: 10 }) status!: MpesaPayoutStatus;
  /**
   * `<group>:<cycle>` or `loan:<loan>` while pending or paid, null once failed: one live payout
   * per cycle or loan.
   */
  @Column({ type: 'varchar', length: 48, name: 'live_key', nullable: true }) liveKey!:
    string | null;
  @Column({ type: 'varchar', length: 20, name: 'failure_reason', nullable: true })
  failureReason!: MpesaPayoutFailureReason | null;
  /** The result code the result callback claimed (numbers and Safaricom's lettered codes). */
  @Column({ type: 'varchar', length: 16, name: 'result_code', nullable: true })
  resultCode!: string | null;
  /** Daraja's ConversationID, which its result must carry back. */
  @Column({ type: 'varchar', length: 64, name: 'conversation_id', nullable: true })
  conversationId!: string | null;
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  /** The receipt a success result claimed, until Transaction Status confirms it. */
  @Column({ type: 'varchar', length: 20, name: 'claimed_receipt', nullable: true })
  claimedReceipt!: string | null;
  @Column({ ...nullableTimeColumn, name: 'result_at' }) resultAt!: Date | null;
  @Column({ type: 'varchar', length: 64, name: 'status_query_id', nullable: true })
  statusQueryId!: string | null;
  @Column({ ...nullableTimeColumn, name: 'status_query_at' }) statusQueryAt!: Date | null;
  @Column({ type: 'varchar', length: 36, name: 'payout_id', nullable: true }) payoutId!:
    string | null;
  @Column({ type: 'varchar', length: 36, name: 'requested_by' }) requestedBy!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'checked_at' }) checkedAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'paid_at' }) paidAt!: Date | null;
}
