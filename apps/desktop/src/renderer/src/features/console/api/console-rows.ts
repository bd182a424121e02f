import type {
  AuditVerifyResult,
  ConsoleAuditRow,
  ConsoleCashPaymentRow,
  ConsoleCryptoPaymentRow,
  ConsoleGroupRow,
  ConsoleMpesaPaybillRow,
  ConsoleMpesaPayoutRow,
  ConsoleMpesaPushRow,
  ConsolePage,
  ConsoleSystemLogRow,
  ConsoleTransactionRow,
  ConsoleUserRow,
  PlatformMonthlyDto,
  PlatformStatsDto,
} from '@tontine/contracts';

/**
 * What the console reads under /api/superadmin: the contracts' shapes (the API is typed by the
 * same ones), under the short names the tabs use.
 */
export type { ConsolePage };
export { AUDIT_CATEGORIES } from '@tontine/contracts';

export type UserRow = ConsoleUserRow;
export type GroupRow = ConsoleGroupRow;
export type TransactionRow = ConsoleTransactionRow;
export type CashPaymentRow = ConsoleCashPaymentRow;
export type CryptoPaymentRow = ConsoleCryptoPaymentRow;
export type MpesaPushRow = ConsoleMpesaPushRow;
export type MpesaPaybillRow = ConsoleMpesaPaybillRow;
export type MpesaPayoutRow = ConsoleMpesaPayoutRow;
export type SystemLogRow = ConsoleSystemLogRow;
export type AuditRow = ConsoleAuditRow;
export type PlatformStats = PlatformStatsDto;
export type MonthlyFigures = PlatformMonthlyDto;
export type AuditVerification = AuditVerifyResult;
