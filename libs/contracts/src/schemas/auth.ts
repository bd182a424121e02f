import { z } from 'zod';
import {
  countryField,
  currencyField,
  emailField,
  languageField,
  looseEmailField,
  passwordField,
  personNameField,
  phoneField,
  phoneInputField,
} from './fields.js';

/** POST /api/auth/register, with the names and the terms' acceptance that the server checks too. */
export const registerRequestSchema = z.strictObject({
  first_name: personNameField('firstNameRequired', 'firstNameTooShort'),
  last_name: personNameField('lastNameRequired', 'lastNameTooShort'),
  username: z.string().trim().min(2, { error: 'usernameTooShort' }).max(121).optional(),
  email: emailField,
  password: passwordField,
  country: countryField,
  preferred_language: languageField,
  preferred_currency: currencyField.optional(),
  phone_number: phoneField.optional(),
  accept_terms: z.literal(true, { error: 'termsRequired' }),
  receive_newsletter: z.boolean({ error: 'invalidValue' }).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * The registration form. On submit the first error among firstName, lastName, email,
 * password, confirmPassword, acceptTerms is shown; phone is checked as typed.
 */
export const registrationFormSchema = z
  .object({
    firstName: personNameField('firstNameRequired', 'firstNameTooShort'),
    lastName: personNameField('lastNameRequired', 'lastNameTooShort'),
    email: emailField,
    phone: z.union([z.literal(''), phoneInputField]),
    password: passwordField,
    confirmPassword: z.string(),
    country: countryField,
    language: languageField,
    acceptTerms: z.boolean().refine((v) => v, { error: 'termsRequired' }),
    receiveNewsletter: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;
export const REGISTRATION_SUBMIT_ORDER = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

export const loginRequestSchema = z.strictObject({
  email: emailField,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(128),
  /** The second step, once two-factor sign-in is on: an app code or a recovery code. */
  otp: z
    .string({ error: 'otpInvalid' })
    .trim()
    .max(32, { error: 'otpInvalid' })
    .regex(/^[0-9A-Za-z\s-]*$/, { error: 'otpInvalid' })
    .optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Onboarding as member; the admin path goes through onboarding/create-group. */
export const onboardingCompleteSchema = z.strictObject({
  role: z.literal('member', { error: 'roleInvalid' }),
});

export const forgotPasswordSchema = z.strictObject({ email: looseEmailField });

export const resetPasswordSchema = z.strictObject({
  token: z.string({ error: 'resetTokenInvalid' }).min(20, { error: 'resetTokenInvalid' }).max(200),
  password: passwordField,
});

/** A code of the authenticator app (6 digits) or a recovery code (XXXXX-XXXXX). */
export const otpField = z
  .string({ error: 'otpRequired' })
  .trim()
  .min(1, { error: 'otpRequired', abort: true })
  .max(32, { error: 'otpInvalid' })
  .regex(/^[0-9A-Za-z\s-]+$/, { error: 'otpInvalid' });

/** PUT /api/users/me/password: the current password, then a new one by the registration rules. */
export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: 'currentPasswordRequired' })
      .min(1, { error: 'currentPasswordRequired' })
      .max(128, { error: 'passwordTooLong' }),
    new_password: passwordField,
  })
  .refine((v) => v.current_password !== v.new_password, {
    error: 'passwordUnchanged',
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** POST /api/auth/2fa/enable and /recovery-codes. */
export const twoFactorCodeSchema = z.strictObject({ code: otpField });

/** POST /api/auth/2fa/disable: a current code, a recovery code, or the account's password. */
export const twoFactorDisableSchema = z.union(
  [
    z.strictObject({ code: otpField }),
    z.strictObject({
      password: z
        .string({ error: 'currentPasswordRequired' })
        .min(1, { error: 'currentPasswordRequired' })
        .max(128, { error: 'passwordTooLong' }),
    }),
  ],
  { error: 'otpRequired' },
);
