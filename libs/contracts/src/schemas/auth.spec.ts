import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  loginRequestSchema,
  registerRequestSchema,
  registrationFormSchema,
  REGISTRATION_SUBMIT_ORDER,
} from './auth.js';
import { maintenanceSubscribeSchema } from './maintenance.js';

const form = {
  firstName: 'Amani',
  lastName: 'Wekesa',
  email: 'amani@example.com',
  phone: '0712 345 678',
  password: 'Str0ngPass',
  confirmPassword: 'Str0ngPass',
  country: 'KE',
  language: 'sw',
  acceptTerms: true,
  receiveNewsletter: true,
};

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
  });

  it('reports each broken rule by message key, in the submit order', () => {
    const result = registrationFormSchema.safeParse({
      ...form,
      firstName: '',
      email: 'nope',
      confirmPassword: 'Other1Pass',
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((i) => [String(i.path[0]), i.message]),
    );
    expect(byField).toMatchObject({
      firstName: 'firstNameRequired',
      email: 'emailInvalid',
      acceptTerms: 'termsRequired',
    });
    const first = REGISTRATION_SUBMIT_ORDER.find((f) => f in byField);
    expect(first).toBe('firstName');
  });

  it('checks the password mismatch once the other fields are valid', () => {
    const result = registrationFormSchema.safeParse({ ...form, confirmPassword: 'Other1Pass' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'passwordsDoNotMatch',
    });
  });

  it('lowercases the e-mail and refuses unknown fields on the API body', () => {
    const body = {
      first_name: 'Amani',
      last_name: 'Wekesa',
      email: 'Amani@Example.COM',
      password: 'Str0ngPass',
      country: 'KE',
      preferred_language: 'sw',
      accept_terms: true,
    };
    expect(registerRequestSchema.parse(body).email).toBe('amani@example.com');
    const extra = registerRequestSchema.safeParse({ ...body, role: 'super_admin' });
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('counts digits, not characters, for a stored phone number', () => {
    const base = {
      first_name: 'Amani',
      last_name: 'Wekesa',
      email: 'a@example.com',
      password: 'Str0ngPass',
      country: 'KE',
      preferred_language: 'sw',
      accept_terms: true,
    } as const;
    expect(
      registerRequestSchema.safeParse({ ...base, phone_number: '+254 712 345 678' }).success,
    ).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, phone_number: '+254 12' }).success).toBe(
      false,
    );
  });

  it('measures an e-mail once lower-cased, as it is stored: İ grows into two characters', () => {
    // 132 characters as typed, 257 once lower-cased: more than the 254 a column holds.
    const grows = `${'İ'.repeat(125)}@x.test`;
    const fits = `${'İ'.repeat(120)}@x.test`;
    expect(grows.length).toBeLessThanOrEqual(254);
    expect(grows.toLowerCase().length).toBeGreaterThan(254);
    const checks = [
      (email: string) => registerRequestSchema.shape.email.safeParse(email),
      (email: string) => loginRequestSchema.safeParse({ email, password: 'x' }),
      (email: string) => registrationFormSchema.safeParse({ ...form, email }),
      (email: string) => maintenanceSubscribeSchema.safeParse({ email }),
    ];
    for (const check of checks) {
      expect(check(grows).error?.issues[0]?.message).toBe('emailInvalid');
      expect(check(fits).success).toBe(true);
    }
    expect(forgotPasswordSchema.safeParse({ email: grows }).error?.issues[0]?.message).toBe(
      'emailMissingAt',
    );
    expect(forgotPasswordSchema.parse({ email: fits }).email).toBe(fits.toLowerCase());
  });
});
