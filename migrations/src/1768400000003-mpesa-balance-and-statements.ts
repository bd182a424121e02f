import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

const nullableMoney = (name: string) => ({ ...money(name), isNullable: true });

/**
 * The console's M-Pesa money (docs/mpesa.md, decision 0061): each Account Balance query an
 * operator asked for a shortcode, with the accounts Safaricom answered as exact decimals; and
 * each M-Pesa statement imported for reconciliation, with the lines that matched no record and
 * the records without a line, kept to be reopened. Who asked or imported is a plain column, not
 * a foreign key: a deleted operator's queries and imports stay.
 */
export class MpesaBalanceAndStatements1768400000003 implements MigrationInterface {
  name = 'MpesaBalanceAndStatements1768400000003';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mpesa_balance_queries',
        columns: [
          idColumn(),
          text('shortcode', 7),
          text('status', 10),
          // Set once Daraja acknowledges the query; the result names it.
          text('originator_conversation_id', 64, true),
          text('result_code', 16, true),
          text('result_description', 255, true),
          refColumn('requested_by'),
          timestamp('requested_at'),
          timestamp('answered_at', true),
          timestamp('balance_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_mpesa_balance_queries_originator',
            columnNames: ['originator_conversation_id'],
          }),
          new TableIndex({
            name: 'IDX_mpesa_balance_queries_latest',
            columnNames: ['shortcode', 'status', 'requested_at'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'mpesa_balance_accounts',
        columns: [
          idColumn(),
          refColumn('query_id'),
          integer('position'),
          text('name', 60),
          text('currency', 3),
          money('available'),
          nullableMoney('uncleared'),
          nullableMoney('reserved'),
          nullableMoney('unreserved'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_mpesa_balance_accounts_query',
            columnNames: ['query_id', 'position'],
          }),
        ],
        foreignKeys: [foreignKey('mpesa_balance_accounts', 'query_id', 'mpesa_balance_queries')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'mpesa_statement_imports',
        columns: [
          idColumn(),
          text('shortcode', 7),
          text('file_name', 255),
          text('file_sha256', 64),
          timestamp('period_from'),
          timestamp('period_to'),
          integer('line_count'),
          integer('ignored_line_count'),
          integer('matched_count'),
          integer('unmatched_line_count'),
          integer('unmatched_record_count'),
          refColumn('imported_by'),
          timestamp('imported_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_mpesa_statement_imports_time',
            columnNames: ['imported_at'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'mpesa_statement_mismatches',
        columns: [
          idColumn(),
          refColumn('import_id'),
          integer('position'),
          // 'line': a statement line without its record; 'record': a record without its line.
          text('side', 6),
          text('reason', 20),
          text('receipt_number', 20),
          text('direction', 3),
          money('amount'),
          timestamp('occurred_at'),
          { ...integer('line_number'), isNullable: true },
          text('details', 255, true),
          text('other_party', 120, true),
          text('record_kind', 16, true),
          refColumn('record_id', true),
          text('record_direction', 3, true),
          nullableMoney('record_amount'),
          text('phone', 20, true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_mpesa_statement_mismatches_import',
            columnNames: ['import_id', 'side', 'position'],
          }),
        ],
        foreignKeys: [
          foreignKey('mpesa_statement_mismatches', 'import_id', 'mpesa_statement_imports'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mpesa_statement_mismatches');
    await q.dropTable('mpesa_statement_imports');
    await q.dropTable('mpesa_balance_accounts');
    await q.dropTable('mpesa_balance_queries');
  }
}
