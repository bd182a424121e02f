import { desktop } from '../../bridge';

/** Forgets the session in the desktop (memory and encrypted file). */
export function signOut(): Promise<void> {
  return desktop.signOut();
}
