import { z } from 'zod';
import { isKnownCountry } from '../countries.js';
import { isKnownLanguage } from '../languages.js';

/**
 * Field rules shared by the API pipe and the web forms. Error messages are message keys
 * (see `messages.ts`), translated by the client and rendered in French by the API.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\s\-()]{8,15}$/;

export const personNameField = (requiredKey: string, shortKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .min(2, { error: shortKey })
    .max(60, { error: 'invalidValue' });

/** The longest address SMTP carries, and the size of the columns that store one. */
const EMAIL_MAX_LENGTH = 254;

/**
 * Addresses are stored lower-cased, and some characters grow when lower-cased ('İ' becomes
 * 'i' and a combining dot): the length is checked again on what will be stored.
 */
const fitsOnceLowerCased = (v: string) => v.length <= EMAIL_MAX_LENGTH;

export const emailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'emailInvalid', abort: true })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' })
  .transform((v) => v.toLowerCase())
  .refine(fitsOnceLowerCased, { error: 'emailInvalid' });

/** What the person types in the form: 8-15 characters. */
export const phoneInputField = z
  .string({ error: 'phoneRequired' })
  .trim()
  .regex(PHONE_PATTERN, { error: 'phoneInvalid' });

/**
 * What the API stores: the same characters, with the country code the client may have put in
 * front, so it counts digits (8 to 15, the E.164 maximum) rather than characters.
 */
export const phoneField = z
  .string({ error: 'phoneRequired' })
  .trim()
  .max(24, { error: 'phoneInvalid' })
  .regex(/^[0-9+\s\-()]+$/, { error: 'phoneInvalid' })
  .refine(
    (v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    },
    { error: 'phoneInvalid' },
  );

export const passwordField = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired', abort: true })
  .min(8, { error: 'passwordTooShort' })
  .max(128, { error: 'passwordTooLong' })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), {
    error: 'passwordTooWeak',
  });

export const countryField = z
  .string({ error: 'countryInvalid' })
  .refine(isKnownCountry, { error: 'countryInvalid' });

export const languageField = z
  .string({ error: 'languageInvalid' })
  .refine(isKnownLanguage, { error: 'languageInvalid' });

export const currencyField = z
  .string({ error: 'currencyInvalid' })
  .regex(/^[A-Z]{3}$/, { error: 'currencyInvalid' });

/** The prompt of the forgot-password link only asks for an '@' on the sign-in page. */
export const looseEmailField = z
  .string({ error: 'emailMissingAt' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'emailMissingAt', abort: true })
  .refine((v) => v.includes('@'), { error: 'emailMissingAt' })
  .transform((v) => v.toLowerCase())
  .refine(fitsOnceLowerCased, { error: 'emailMissingAt' });
