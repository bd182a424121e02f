import type { z } from 'zod';

/**
 * Field errors of a shared schema, keyed by form field: the first message key of each field
 * (`is_public` is the form's `visibility`).
 */
export function schemaErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const raw = String(issue.path[0] ?? 'form');
    const field = raw === 'is_public' ? 'visibility' : raw;
    errors[field] ??= issue.message;
  }
  return errors;
}
