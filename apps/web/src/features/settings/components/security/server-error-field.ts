import { isApiError } from '../../../../lib/api-error';

/**
 * The form field a refused call is about, so that its message shows under that field: the
 * field a code names (a wrong code, a wrong password), else the validation error's own field,
 * when the form has it. Null: the message goes above the form.
 */
export function serverErrorField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  byCode: Partial<Record<string, Field>> = {},
): Field | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const field = (error.code ? byCode[error.code] : undefined) ?? error.field;
  return field !== undefined && (fields as readonly string[]).includes(field)
    ? (field as Field)
    : null;
}
