import { CHAIN_STATUSES, type ChainStatus } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import type { CryptoPaymentRow } from '../api/console-rows';
import type { ConsoleToast } from '../../../lib/console-tab-props';

const isChainStatus = (value: unknown): value is ChainStatus =>
  typeof value === 'string' && (CHAIN_STATUSES as readonly string[]).includes(value);

/**
 * The row after a "verify": the API answers the payment as the console lists it (`status`) or
 * as the payer reads it (`chain_status`); either way what the chain said is laid over the row,
 * which keeps its own id and what it pays (the console lists contributions and fines' payments).
 */
export function verifiedRow(row: CryptoPaymentRow, answer: unknown): CryptoPaymentRow {
  if (typeof answer !== 'object' || answer === null) return row;
  const a = answer as Partial<Record<keyof CryptoPaymentRow | 'chain_status', unknown>>;
  const status = isChainStatus(a.status)
    ? a.status
    : isChainStatus(a.chain_status)
      ? a.chain_status
      : row.status;
  return {
    ...row,
    status,
    failure_reason: (typeof a.failure_reason === 'string' || a.failure_reason === null
      ? a.failure_reason
      : row.failure_reason) as CryptoPaymentRow['failure_reason'],
    confirmations: typeof a.confirmations === 'number' ? a.confirmations : row.confirmations,
    required_confirmations:
      typeof a.required_confirmations === 'number'
        ? a.required_confirmations
        : row.required_confirmations,
    explorer_url: typeof a.explorer_url === 'string' ? a.explorer_url : row.explorer_url,
    contribution_status:
      a.contribution_status === 'pending' ||
      a.contribution_status === 'approved' ||
      a.contribution_status === 'rejected'
        ? a.contribution_status
        : row.contribution_status,
  };
}

/** What the operator is told: confirmed, still pending (n/m), or refused with the reason. */
export function verifiedToast(t: TFunction, row: CryptoPaymentRow): ConsoleToast {
  const counts = { done: row.confirmations, required: row.required_confirmations };
  if (row.status === 'confirmed')
    return { kind: 'success', title: t('cryptoPayments.verified.confirmed', counts) };
  if (row.status === 'pending')
    return { kind: 'info', title: t('cryptoPayments.verified.pending', counts) };
  return {
    kind: 'warning',
    title: t('cryptoPayments.verified.failed', {
      reason: row.failure_reason
        ? t(`cryptoPayments.failureReasons.${row.failure_reason}`)
        : t('cryptoPayments.chain.failed'),
    }),
  };
}
