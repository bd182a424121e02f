import type { DesktopApiResponse, UserDto } from '@tontine/contracts';
import { desktop } from '../../bridge';
import { readUser } from './session-user';

export type CurrentUserResult =
  | { kind: 'signed-in'; user: UserDto }
  | { kind: 'signed-out' }
  | { kind: 'failed'; answer: DesktopApiResponse };

/** GET /api/auth/me with the session the desktop kept from the last sign-in, if any. */
export async function getCurrentUser(): Promise<CurrentUserResult> {
  const answer = await desktop.request({ method: 'GET', path: '/api/auth/me' });
  if (answer.status === 401) return { kind: 'signed-out' };
  const user = answer.status === 200 ? readUser(answer.body) : null;
  return user ? { kind: 'signed-in', user } : { kind: 'failed', answer };
}
