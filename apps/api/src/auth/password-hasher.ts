import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps unknown e-mails as slow as known ones. */
export const DECOY_HASH = await hashPassword('decoy-password-never-matches');
