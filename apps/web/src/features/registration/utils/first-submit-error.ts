import type { ReactNode } from 'react';
import { REGISTRATION_SUBMIT_ORDER } from '@tontine/contracts';

/**
 * The summary shown on submit: the first error among firstName, lastName, email, password,
 * confirmPassword, acceptTerms (000 §5); another field's error only when those are all valid.
 */
export function firstSubmitError(errors: Record<string, ReactNode>): ReactNode | null {
  for (const field of REGISTRATION_SUBMIT_ORDER) {
    if (errors[field]) return errors[field];
  }
  const other = Object.values(errors).find(Boolean);
  return other ?? null;
}
