import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ConsoleMpesaPaybillQuery,
  ConsoleMpesaPaybillRow,
  ConsoleMpesaPayoutRow,
  ConsoleMpesaPayoutsQuery,
  ConsoleMpesaPushesQuery,
  ConsoleMpesaPushRow,
  ConsolePage,
} from '@tontine/contracts';
import type { DataSource } from 'typeorm';
import { consolePage, decodeTimeCursor } from '../common/console-cursor.js';
import { isoTime, moneyText, sqlTime } from '../common/sql-values.js';
import { placeholders } from '../database/raw-reads.js';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The console's M-Pesa lists: the STK pushes, the paybill payments (`?status=suspense` is
 * the operators' queue) and the payouts, keyset pages over (time, id), newest first. The members' and groups'
 * names are read for the page's rows only. Hand-written SQL: these read the users' and groups'
 * tables beside M-Pesa's and write none.
 */
@Injectable()
export class MpesaConsoleViews {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async pushes(query: ConsoleMpesaPushesQuery): Promise<ConsolePage<ConsoleMpesaPushRow>> {
    const rows = await this.page('mpesa_payments', 'created_at', query);
    const [users, groups] = await this.names(rows);
    return consolePage(
      rows,
      query.limit,
      (r) => [isoTime(r.created_at), String(r.id)],
      (r) => ({
        id: String(r.id),
        user_name: users.get(String(r.user_id)) ?? '',
        group_name: groups.get(String(r.group_id)) ?? '',
        cycle_number: Number(r.cycle_number),
        amount: moneyText(r.amount),
        phone_number: String(r.phone),
        status: String(r.status) as ConsoleMpesaPushRow['status'],
        failure_reason: text(r.failure_reason) as ConsoleMpesaPushRow['failure_reason'],
        receipt_number: text(r.receipt_number),
        created_at: isoTime(r.created_at),
      }),
    );
  }

  async payouts(query: ConsoleMpesaPayoutsQuery): Promise<ConsolePage<ConsoleMpesaPayoutRow>> {
    const rows = (await this.page('mpesa_payouts', 'created_at', query)).map((r): Row => ({
      ...r,
      user_id: r.beneficiary_id,
    }));
    const [users, groups] = await this.names(rows);
    return consolePage(
      rows,
      query.limit,
      (r) => [isoTime(r.created_at), String(r.id)],
      (r) => ({
        id: String(r.id),
        beneficiary_name: users.get(String(r.user_id)) ?? '',
        group_name: groups.get(String(r.group_id)) ?? '',
        cycle_number: r.cycle_number === null ? null : Number(r.cycle_number),
        loan_id: text(r.loan_id),
        amount: moneyText(r.amount),
        phone_number: String(r.phone),
        status: String(r.status) as ConsoleMpesaPayoutRow['status'],
        failure_reason: text(r.failure_reason) as ConsoleMpesaPayoutRow['failure_reason'],
        receipt_number: text(r.receipt_number),
        created_at: isoTime(r.created_at),
      }),
    );
  }

  async paybill(query: ConsoleMpesaPaybillQuery): Promise<ConsolePage<ConsoleMpesaPaybillRow>> {
    const rows = await this.page('mpesa_paybill_payments', 'received_at', query);
    const [users, groups] = await this.names(rows);
    return consolePage(
      rows,
      query.limit,
      (r) => [isoTime(r.received_at), String(r.id)],
      (r) => this.paybillRow(r, users, groups),
    );
  }

  /** One paybill payment as the console lists it (the answer of an assignment or a refund). */
  async paybillOne(id: string): Promise<ConsoleMpesaPaybillRow> {
    const rows = await this.db.query<Row[]>('SELECT * FROM mpesa_paybill_payments WHERE id = ?', [
      id,
    ]);
    const [users, groups] = await this.names(rows);
    return this.paybillRow(rows[0]!, users, groups);
  }

  private paybillRow(
    r: Row,
    users: Map<string, string>,
    groups: Map<string, string>,
  ): ConsoleMpesaPaybillRow {
    const status = String(r.status) as ConsoleMpesaPaybillRow['status'];
    // A suspense payment may name the member its account number found, but was paid to no one.
    const paid = status === 'matched' || status === 'assigned';
    return {
      id: String(r.id),
      receipt_number: String(r.receipt_number),
      amount: moneyText(r.amount),
      bill_ref_number: String(r.bill_ref_number),
      msisdn: String(r.msisdn),
      payer_name: String(r.payer_name),
      status,
      suspense_reason: text(r.suspense_reason) as ConsoleMpesaPaybillRow['suspense_reason'],
      user_name: r.user_id ? (users.get(String(r.user_id)) ?? null) : null,
      group_name: r.group_id ? (groups.get(String(r.group_id)) ?? null) : null,
      cycle_number: paid && r.cycle_number !== null ? Number(r.cycle_number) : null,
      resolution_note: text(r.resolution_note),
      received_at: isoTime(r.received_at),
    };
  }

  private page(
    table: 'mpesa_payments' | 'mpesa_paybill_payments' | 'mpesa_payouts',
    time: 'created_at' | 'received_at',
    query: { status?: string; cursor?: string; limit: number },
  ): Promise<Row[]> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      clauses.push('status = ?');
      params.push(query.status);
    }
    const key = decodeTimeCursor(query.cursor);
    if (key) {
      const at = sqlTime(key.at);
      clauses.push(`${time} <= ? AND (${time} < ? OR id < ?)`);
      params.push(at, at, key.id);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    return this.db.query<Row[]>(
      `SELECT * FROM ${table} ${where} ORDER BY ${time} DESC, id DESC LIMIT ?`,
      [...params, query.limit + 1],
    );
  }

  /** The usernames and group names of the page's rows, one query each. */
  private async names(rows: Row[]): Promise<[Map<string, string>, Map<string, string>]> {
    const ids = (column: string) => [
      ...new Set(rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string')),
    ];
    const userIds = ids('user_id');
    const groupIds = ids('group_id');
    const users = userIds.length
      ? await this.db.query<Row[]>(
          `SELECT id, username FROM users WHERE id IN (${placeholders(userIds.length)})`,
          userIds,
        )
      : [];
    const groups = groupIds.length
      ? await this.db.query<Row[]>(
          `SELECT id, name FROM savings_groups WHERE id IN (${placeholders(groupIds.length)})`,
          groupIds,
        )
      : [];
    return [
      new Map(users.map((u) => [String(u.id), String(u.username)])),
      new Map(groups.map((g) => [String(g.id), String(g.name)])),
    ];
  }
}
