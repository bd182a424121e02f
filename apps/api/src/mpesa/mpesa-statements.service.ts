import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  errorCatalog,
  MPESA_STATEMENT_MAX_BYTES,
  type ConsoleMpesaStatementsQuery,
  type ConsolePage,
  type MpesaStatementDto,
  type MpesaStatementImportInput,
  type MpesaStatementSummary,
} from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { consolePage, decodeTimeCursor } from '../common/console-cursor.js';
import { DomainError } from '../common/domain-error.js';
import { sqlTime } from '../common/sql-values.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaStatementImport, MpesaStatementMismatch } from './mpesa-statement.entities.js';
import { platformShortcodes } from './platform-shortcodes.js';
import { parseStatement, StatementError } from './statement-csv.js';
import { reconcile } from './statement-reconcile.js';
import { readRecords, RECORD_SOURCES } from './statement-records.js';

/** Findings written per statement: bounded by the file's size, sent in batches. */
const MISMATCHES_PER_INSERT = 500;

/**
 * Reconciliation with the M-Pesa statement an operator exports from Safaricom's Org Portal:
 * over the time the statement covers, the lines that match no record of the platform (a
 * receipt it does not know, or knows with another amount or direction) and the records without
 * their line. Amounts are compared exactly. Each import is kept with its findings, the file's
 * name and SHA-256, and audited.
 */
@Injectable()
export class MpesaStatementsService {
  constructor(
    @InjectRepository(MpesaStatementImport)
    private readonly imports: Repository<MpesaStatementImport>,
    @InjectRepository(MpesaStatementMismatch)
    private readonly mismatches: Repository<MpesaStatementMismatch>,
    private readonly daraja: DarajaClient,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
  ) {}

  async import(
    operator: User,
    input: MpesaStatementImportInput,
    ip: string,
  ): Promise<MpesaStatementDto> {
    const shortcodes = platformShortcodes(this.daraja.settings);
    if (Buffer.byteLength(input.content, 'utf8') > MPESA_STATEMENT_MAX_BYTES)
      throw new DomainError('MPESA_STATEMENT_TOO_LARGE');
    const text = input.content.replace(/^\uFEFF/, '');
    const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
    const statement = this.parse(text);

    const ours = shortcodes.map((s) => s.shortcode);
    const named = statement.shortcode ?? /^ORG_(\d{5,7})_/i.exec(input.file_name)?.[1] ?? null;
    const chosen = input.shortcode ?? null;
    if (
      (chosen && !ours.includes(chosen)) ||
      (named && !ours.includes(named)) ||
      (chosen && named && chosen !== named)
    )
      throw new DomainError('MPESA_STATEMENT_WRONG_SHORTCODE');
    const shortcode = chosen ?? named ?? this.daraja.settings.shortcode;
    const purposes = shortcodes.find((s) => s.shortcode === shortcode)!.purposes;

    const period = statement.period ?? statement.span;
    const receipts = [...new Set(statement.lines.map((l) => l.receipt))];
    const records = (
      await Promise.all(
        RECORD_SOURCES.filter((source) => purposes.includes(source.through)).map((source) =>
          readRecords(this.imports.manager, source, period, receipts),
        ),
      )
    ).flat();
    const { findings, matched, unmatchedLines } = reconcile(statement.lines, records, period);

    const row: MpesaStatementImport = {
      id: newId(),
      shortcode,
      fileName: input.file_name,
      fileSha256: sha256,
      periodFrom: period.from,
      periodTo: period.to,
      lineCount: statement.lines.length,
      ignoredLineCount: statement.ignored,
      matchedCount: matched,
      unmatchedLineCount: unmatchedLines,
      unmatchedRecordCount: findings.length - unmatchedLines,
      importedBy: operator.id,
      importedAt: new Date(),
    };
    await this.transactions.run(async (tx) => {
      await tx.getRepository(MpesaStatementImport).insert(row);
      const rows = findings.map((finding, position) => ({
        ...finding,
        id: newId(),
        importId: row.id,
        position,
      }));
      for (let i = 0; i < rows.length; i += MISMATCHES_PER_INSERT)
        await tx
          .getRepository(MpesaStatementMismatch)
          .insert(rows.slice(i, i + MISMATCHES_PER_INSERT));
      await this.audit.record(
        operator,
        {
          action: 'mpesa_statement_imported',
          details:
            `Relevé M-Pesa ${shortcode} « ${input.file_name} » (SHA-256 ${sha256}), du ` +
            `${period.from.toISOString()} au ${period.to.toISOString()} : ` +
            `${row.lineCount} lignes, ${matched} rapprochées, ${row.unmatchedLineCount} sans ` +
            `enregistrement, ${row.unmatchedRecordCount} enregistrements sans ligne`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
    });
    return this.one(row.id);
  }

  /** The imports, newest first, a keyset page at a time. */
  async list(query: ConsoleMpesaStatementsQuery): Promise<ConsolePage<MpesaStatementSummary>> {
    const builder = this.imports
      .createQueryBuilder('i')
      .orderBy('i.importedAt', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(query.limit + 1);
    const key = decodeTimeCursor(query.cursor);
    if (key)
      builder.where('i.importedAt <= :at AND (i.importedAt < :at OR i.id < :id)', {
        at: sqlTime(key.at),
        id: key.id,
      });
    const rows = await builder.getMany();
    const names = await this.usernames(rows.map((r) => r.importedBy));
    return consolePage(
      rows,
      query.limit,
      (r) => [r.importedAt.toISOString(), r.id],
      (r) => summary(r, names),
    );
  }

  /** An import with its findings, as made. */
  async one(id: string): Promise<MpesaStatementDto> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.imports.findOneBy({ id }) : null;
    if (!row) throw new DomainError('MPESA_STATEMENT_NOT_FOUND');
    const [findings, names] = await Promise.all([
      this.mismatches.find({ where: { importId: id }, order: { position: 'ASC' } }),
      this.usernames([row.importedBy]),
    ]);
    return {
      ...summary(row, names),
      unmatched_lines: findings
        .filter((f) => f.side === 'line')
        .map((f) => ({
          line_number: f.lineNumber ?? 0,
          receipt_number: f.receiptNumber,
          completed_at: f.occurredAt.toISOString(),
          direction: f.direction,
          amount: f.amount,
          details: f.details ?? '',
          other_party: f.otherParty ?? '',
          reason: f.reason as MpesaStatementDto['unmatched_lines'][number]['reason'],
          record_kind: f.recordKind,
          record_direction: f.recordDirection,
          record_amount: f.recordAmount,
        })),
      unmatched_records: findings
        .filter((f) => f.side === 'record')
        .map((f) => ({
          kind: f.recordKind!,
          id: f.recordId!,
          receipt_number: f.receiptNumber,
          direction: f.direction,
          amount: f.amount,
          phone: f.phone ?? '',
          recorded_at: f.occurredAt.toISOString(),
        })),
    };
  }

  /** The statement, or MPESA_STATEMENT_INVALID saying, in French, what was wrong and where. */
  private parse(text: string) {
    try {
      return parseStatement(text);
    } catch (err) {
      if (!(err instanceof StatementError)) throw err;
      const where = err.row === null ? err.message : `ligne ${err.row} : ${err.message}`;
      throw new DomainError(
        'MPESA_STATEMENT_INVALID',
        `${errorCatalog.MPESA_STATEMENT_INVALID.message.fr} (${where})`,
      );
    }
  }

  private async usernames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows: Array<{ id: string; username: string }> = await this.imports.manager.query(
      `SELECT id, username FROM users WHERE id IN (${unique.map(() => '?').join(', ')})`,
      unique,
    );
    return new Map(rows.map((r) => [String(r.id), String(r.username)]));
  }
}

function summary(row: MpesaStatementImport, names: Map<string, string>): MpesaStatementSummary {
  return {
    id: row.id,
    shortcode: row.shortcode,
    file_name: row.fileName,
    file_sha256: row.fileSha256,
    period_from: row.periodFrom.toISOString(),
    period_to: row.periodTo.toISOString(),
    line_count: row.lineCount,
    ignored_line_count: row.ignoredLineCount,
    matched_count: row.matchedCount,
    unmatched_line_count: row.unmatchedLineCount,
    unmatched_record_count: row.unmatchedRecordCount,
    imported_by: names.get(row.importedBy) ?? '',
    imported_at: row.importedAt.toISOString(),
  };
}
