import type { DesktopApiResponse, UserDto } from '@tontine/contracts';
import { desktop } from '../../bridge';
import { readUser } from './session-user';

export type SignInResult = { ok: true; user: UserDto } | { ok: false; answer: DesktopApiResponse };

/**
 * Signs in through the desktop (POST /api/auth/login from the main process, which refuses
 * accounts that are not super admins and keeps the token). `otp` is the two-factor step.
 */
export async function signIn(email: string, password: string, otp?: string): Promise<SignInResult> {
  const answer = await desktop.signIn(email, password, otp);
  const user =
    answer.status >= 200 && answer.status < 300
      ? readUser((answer.body as { user?: unknown } | null)?.user)
      : null;
  return user ? { ok: true, user } : { ok: false, answer };
}
