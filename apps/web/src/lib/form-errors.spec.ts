import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { errorField, schemaFieldErrors } from './form-errors';

describe('schemaFieldErrors', () => {
  it("keeps each field's first message key, under the form's name of the field", () => {
    const schema = z.object({
      name: z.string().min(3, 'nameTooShort').max(2, 'nameTooLong'),
      is_public: z.boolean({ error: 'visibilityRequired' }),
    });
    const parsed = schema.safeParse({ name: 'ab', is_public: 'yes' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(schemaFieldErrors(parsed.error, { is_public: 'visibility' })).toEqual({
      name: 'nameTooShort',
      visibility: 'visibilityRequired',
    });
  });
});

describe('schemaFieldErrors of a nested object', () => {
  it('keys the fields of an object named nested by their path in the form', () => {
    const schema = z.object({
      name: z.string().min(3, 'nameTooShort'),
      rules: z.object({ grace_days: z.number().max(30, 'graceDaysInvalid') }),
    });
    const parsed = schema.safeParse({ name: 'ab', rules: { grace_days: 45 } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(schemaFieldErrors(parsed.error, {}, ['rules'])).toEqual({
      name: 'nameTooShort',
      'rules.grace_days': 'graceDaysInvalid',
    });
  });
});

describe('errorField', () => {
  const refused = (code: string, field?: string) =>
    new ApiError({ kind: 'http', status: 400, code, field });

  it('puts a refusal under the field its code names, else under its own field', () => {
    expect(
      errorField(refused('TWO_FACTOR_INVALID'), ['code'], { TWO_FACTOR_INVALID: 'code' }),
    ).toBe('code');
    expect(errorField(refused('VALIDATION_FAILED', 'password'), ['code', 'password'])).toBe(
      'password',
    );
  });

  it('puts it above the form for a field the form lacks, or without an answer', () => {
    expect(errorField(refused('VALIDATION_FAILED', 'email'), ['code'])).toBeNull();
    expect(errorField(new ApiError({ kind: 'network' }), ['code'])).toBeNull();
  });
});
