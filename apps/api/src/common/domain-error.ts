import { errorCatalog, type ErrorCode } from '@tontine/contracts';

/** A rule of the product was broken; the exception filter turns it into `{ detail, code }`. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string = errorCatalog[code].message.fr,
    readonly extra: { field?: string; message_key?: string; retry_after_seconds?: number } = {},
  ) {
    super(detail);
    this.status = errorCatalog[code].status;
  }
}
