import type { MpesaBalanceState } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/**
 * One Account Balance query an operator asked for a shortcode: pending until Daraja posts its
 * result (or its queue timeout) to the callback, which names the query by the
 * OriginatorConversationID Daraja acknowledged it with.
 */
@Entity('mpesa_balance_queries')
export class MpesaBalanceQuery {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 7 }) shortcode!: string;
  @Column({ type: 'varchar', length: 10 }) status!: MpesaBalanceState;
  @Column({ type: 'varchar', length: 64, name: 'originator_conversation_id', nullable: true })
  originatorConversationId!: string | null;
  @Column({ type: 'varchar', length: 16, name: 'result_code', nullable: true })
  resultCode!: string | null;
  @Column({ type: 'varchar', length: 255, name: 'result_description', nullable: true })
  resultDescription!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'requested_by' }) requestedBy!: string;
  @Column({ ...timeColumn, name: 'requested_at' }) requestedAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'answered_at' }) answeredAt!: Date | null;
  /** Safaricom's own time of the balance (BOCompletedTime). */
  @Column({ ...nullableTimeColumn, name: 'balance_at' }) balanceAt!: Date | null;
}

const nullableMoney = { ...moneyColumn, nullable: true };

/** One account of an answered query, in Safaricom's order, its amounts exact. */
@Entity('mpesa_balance_accounts')
export class MpesaBalanceAccountRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'query_id' }) queryId!: string;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'varchar', length: 60 }) name!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column(moneyColumn) available!: string;
  @Column(nullableMoney) uncleared!: string | null;
  @Column(nullableMoney) reserved!: string | null;
  @Column(nullableMoney) unreserved!: string | null;
}
