import { Injectable, type PipeTransform } from '@nestjs/common';
import { frenchMessage } from '@tontine/contracts';
import type { z } from 'zod';
import { DomainError } from './domain-error.js';

/**
 * Validates a body (or query) with the contracts' zod schema: the first issue becomes a 400
 * with the documents' message; the handler only ever sees parsed data.
 */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  /** Public so that the API reference (apps/api/src/openapi) documents what the pipe checks. */
  constructor(readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.') || undefined;
    if (issue.code === 'unrecognized_keys') {
      return this.fail('unknownField', issue.keys.join(', '));
    }
    return this.fail(issue.message, field);
  }

  private fail(key: string, field: string | undefined): never {
    const known = frenchMessage(key) !== key;
    throw new DomainError(
      'VALIDATION_FAILED',
      known ? frenchMessage(key) : frenchMessage('invalidValue'),
      {
        field,
        message_key: known ? key : 'invalidValue',
      },
    );
  }
}
