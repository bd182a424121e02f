import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/**
 * What stops a form as a whole (a rule broken, a refusal no field owns): red, and announced
 * at once to screen readers. A failed call's own message is `ErrorAlert`.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  );
}
