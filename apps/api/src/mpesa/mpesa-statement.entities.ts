import type { MpesaDirection, MpesaLineMismatch, MpesaRecordKind } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, timeColumn } from '../database/column-types.js';

/** An M-Pesa statement an operator imported, with what its reconciliation counted. */
@Entity('mpesa_statement_imports')
export class MpesaStatementImport {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 7 }) shortcode!: string;
  @Column({ type: 'varchar', length: 255, name: 'file_name' }) fileName!: string;
  @Column({ type: 'varchar', length: 64, name: 'file_sha256' }) fileSha256!: string;
  @Column({ ...timeColumn, name: 'period_from' }) periodFrom!: Date;
  @Column({ ...timeColumn, name: 'period_to' }) periodTo!: Date;
  @Column({ type: 'int', name: 'line_count' }) lineCount!: number;
  @Column({ type: 'int', name: 'ignored_line_count' }) ignoredLineCount!: number;
  @Column({ type: 'int', name: 'matched_count' }) matchedCount!: number;
  @Column({ type: 'int', name: 'unmatched_line_count' }) unmatchedLineCount!: number;
  @Column({ type: 'int', name: 'unmatched_record_count' }) unmatchedRecordCount!: number;
  @Column({ type: 'varchar', length: 36, name: 'imported_by' }) importedBy!: string;
  @Column({ ...timeColumn, name: 'imported_at' }) importedAt!: Date;
}

/**
 * One finding of an import: a statement line without its record (`side` 'line', with the
 * record its receipt names, if any), or a record without its line (`side` 'record').
 */
@Entity('mpesa_statement_mismatches')
export class MpesaStatementMismatch {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'import_id' }) importId!: string;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'varchar', length: 6 }) side!: 'line' | 'record';
  @Column({ type: 'varchar', length: 20 }) reason!: MpesaLineMismatch | 'no_line';
  @Column({ type: 'varchar', length: 20, name: 'receipt_number' }) receiptNumber!: string;
  @Column({ type: 'varchar', length: 3 }) direction!: MpesaDirection;
  @Column(moneyColumn) amount!: string;
  /** The line's completion time, or when the platform recorded the money. */
  @Column({ ...timeColumn, name: 'occurred_at' }) occurredAt!: Date;
  @Column({ type: 'int', name: 'line_number', nullable: true }) lineNumber!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) details!: string | null;
  @Column({ type: 'varchar', length: 120, name: 'other_party', nullable: true })
  otherParty!: string | null;
  @Column({ type: 'varchar', length: 16, name: 'record_kind', nullable: true })
  recordKind!: MpesaRecordKind | null;
  @Column({ type: 'varchar', length: 36, name: 'record_id', nullable: true }) recordId!:
    string | null;
  @Column({ type: 'varchar', length: 3, name: 'record_direction', nullable: true })
  recordDirection!: MpesaDirection | null;
  @Column({ ...moneyColumn, name: 'record_amount', nullable: true }) recordAmount!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) phone!: string | null;
}
