import type { MpesaFailureReason, MpesaPaymentStatus } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/**
 * One M-Pesa collection towards a contribution, a late fine, a saving or a loan repayment: an STK push the payer approves on their phone.
 * It is paid once Safaricom's Transaction Status confirms the receipt, amount and phone; a
 * receipt pays one row, ever (unique index).
 */
@Entity('mpesa_payments')
export class MpesaPayment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 8 }) kind!: 'stk';
  /** The contribution it pays; null when it pays something else. */
  @Column({ type: 'varchar', length: 36, name: 'contribution_id', nullable: true })
  contributionId!: string | null;
  /** The late fine it pays; null otherwise. */
  @Column({ type: 'varchar', length: 36, name: 'fine_id', nullable: true }) fineId!: string | null;
  /** The saving into the group's fund it pays; null otherwise. */
  @Column({ type: 'varchar', length: 36, name: 'saving_id', nullable: true })
  savingId!: string | null;
  /** The loan it repays; null otherwise. */
  @Column({ type: 'varchar', length: 36, name: 'loan_id', nullable: true }) loanId!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  /** The MSISDN asked to pay (`2547…`). */
  @Column({ type: 'varchar', length: 12 }) phone!: string;
  @Column({ type: 'varchar', length: 12, name: 'account_reference' }) accountReference!: string;
  @Column({ type: 'varchar', length: 64, name: 'merchant_request_id' }) merchantRequestId!: string;
  @Column({ type: 'varchar', length: 64, name: 'checkout_request_id' })
  checkoutRequestId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: MpesaPaymentStatus;
  @Column({ type: 'varchar', length: 20, name: 'failure_reason', nullable: true })
  failureReason!: MpesaFailureReason | null;
  /** Safaricom's result code, once known from the query (the callback's is only a claim). */
  @Column({ type: 'int', name: 'result_code', nullable: true }) resultCode!: number | null;
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  /** The receipt a success callback claimed, until Transaction Status confirms it. */
  @Column({ type: 'varchar', length: 20, name: 'claimed_receipt', nullable: true })
  claimedReceipt!: string | null;
  @Column({ ...nullableTimeColumn, name: 'callback_at' }) callbackAt!: Date | null;
  /** The OriginatorConversationID of the last Transaction Status query, which its result names. */
  @Column({ type: 'varchar', length: 64, name: 'status_query_id', nullable: true })
  statusQueryId!: string | null;
  @Column({ ...nullableTimeColumn, name: 'status_query_at' }) statusQueryAt!: Date | null;
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'checked_at' }) checkedAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'paid_at' }) paidAt!: Date | null;
}
