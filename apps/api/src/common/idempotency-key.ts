import { DomainError } from './domain-error.js';

/** The Idempotency-Key header of a payment: 8 to 100 letters, digits, `_`, `.`, `:` or `-`. */
export function idempotencyKeyOf(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[\w.:-]{8,100}$/.test(value)) {
    throw new DomainError('VALIDATION_FAILED', undefined, {
      field: 'Idempotency-Key',
      message_key: 'invalidValue',
    });
  }
  return value;
}
