import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ErrorCode } from '@tontine/contracts';
import { isApiError } from './api-error';
import { describeError } from './describe-error';
import { isMessageKey } from './i18n';

/** Form errors hold message keys (the shared zod schemas' messages): translate them. */
export function translateFieldError(error: ReactNode, t: TFunction): ReactNode {
  return isMessageKey(error) ? t(`messages.${error}`) : error;
}

/**
 * Field errors of a shared schema, keyed by form field: the first message key of each field.
 * `renames` maps a schema field to the form's field of another name; the fields of an object
 * named in `nested` are keyed by their path in the form (`rules.late_fine`).
 */
export function schemaFieldErrors(
  error: z.ZodError,
  renames: Readonly<Record<string, string>> = {},
  nested: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const raw = String(issue.path[0] ?? 'form');
    const inner = issue.path[1];
    const field =
      nested.includes(raw) && inner !== undefined
        ? `${raw}.${String(inner)}`
        : (renames[raw] ?? raw);
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A small form's values checked with the contracts' schema, as the API will check them: the
 * parsed values, or the message key to show (the first broken rule's, else `fallback`).
 */
export function checkWithSchema<T>(
  schema: z.ZodType<T>,
  values: unknown,
  fallback: string,
): { data: T; error: null } | { data: null; error: string } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { data: parsed.data, error: null }
    : { data: null, error: parsed.error.issues[0]?.message ?? fallback };
}

/**
 * The error a form's summary shows on submit: the first among the fields of `order`, another
 * field's error only when those are all valid, null when the form is valid.
 */
export function firstFormError(
  errors: Record<string, ReactNode>,
  order: readonly string[],
): ReactNode | null {
  for (const field of order) {
    if (errors[field]) return errors[field];
  }
  return Object.values(errors).find(Boolean) ?? null;
}

/**
 * The form field a refused call is about, so that its message shows under that field: the
 * field its error code names (a wrong code, a wrong password), else the validation error's own
 * field, when the form has it. Null: the message goes above the form.
 */
export function errorField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  byCode: Partial<Record<ErrorCode, Field>> = {},
): Field | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const field = (error.code ? byCode[error.code as ErrorCode] : undefined) ?? error.field;
  return field !== undefined && (fields as readonly string[]).includes(field)
    ? (field as Field)
    : null;
}

/**
 * A refused call's message where the user acted: under the field it is about (see
 * `errorField`), else through `elsewhere` (the alert above the form).
 */
export function showRefusal<Field extends string>(
  error: unknown,
  t: TFunction,
  target: {
    form: { setFieldError: (field: Field, message: string) => void };
    fields: readonly Field[];
    byCode: Partial<Record<ErrorCode, Field>>;
    elsewhere: (message: string) => void;
  },
): void {
  const message = describeError(error, t);
  const field = errorField(error, target.fields, target.byCode);
  if (field) target.form.setFieldError(field, message);
  else target.elsewhere(message);
}
