import { isOperatorRole, type UserDto } from '@tontine/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryKeys } from '../query-keys';
import { getCurrentUser } from './get-current-user';
import { signIn as signInRequest } from './sign-in';
import { signOut as signOutRequest } from './sign-out';
import {
  answerCode,
  noticeFromError,
  superAdminRequired,
  twoFactorSetupRequired,
  type SessionNotice,
} from './session-notice';

export type SessionState =
  | { status: 'restoring' }
  | { status: 'signed-out'; notice: SessionNotice | null }
  | { status: 'signed-in'; user: UserDto };

interface SessionContextValue {
  state: SessionState;
  /**
   * Resolves with the notice to show when the sign-in did not open the console; an account
   * with two-factor sign-in answers TWO_FACTOR_REQUIRED until `otp` carries its code.
   */
  signIn(email: string, password: string, otp?: string): Promise<SessionNotice | null>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Signs out a user who is not (or no longer) a super admin, or whose session may only set up
 * two-factor sign-in (done in the web client), and says why.
 */
async function admit(user: UserDto): Promise<SessionState> {
  const refusal = !isOperatorRole(user.role)
    ? superAdminRequired
    : user.two_factor_setup_required === true
      ? twoFactorSetupRequired
      : null;
  if (!refusal) return { status: 'signed-in', user };
  await signOutRequest();
  return { status: 'signed-out', notice: refusal };
}

/** At start, the desktop may hold the session of the last sign-in: ask the API who it is. */
async function restore(): Promise<SessionState> {
  try {
    const result = await getCurrentUser();
    if (result.kind === 'signed-in') return await admit(result.user);
    if (result.kind === 'signed-out') return { status: 'signed-out', notice: null };
    return { status: 'signed-out', notice: { kind: 'api', answer: result.answer } };
  } catch (error) {
    return { status: 'signed-out', notice: noticeFromError(error) };
  }
}

/**
 * The session is a query read once (its key is outside the console's, so Refresh leaves it);
 * signing in and out write it. Signing out drops what the console read, for the next operator.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { data: state = { status: 'restoring' } } = useQuery({
    queryKey: queryKeys.session,
    queryFn: restore,
    staleTime: Infinity,
  });
  const setState = useCallback(
    (next: SessionState) => client.setQueryData(queryKeys.session, next),
    [client],
  );

  const signIn = useCallback(
    async (email: string, password: string, otp?: string) => {
      try {
        const result = await signInRequest(email, password, otp);
        if (!result.ok) {
          if (answerCode(result.answer) === 'TWO_FACTOR_SETUP_REQUIRED')
            return twoFactorSetupRequired;
          return { kind: 'api', answer: result.answer } satisfies SessionNotice;
        }
        const next = await admit(result.user);
        setState(next);
        return next.status === 'signed-out' ? next.notice : null;
      } catch (error) {
        return noticeFromError(error);
      }
    },
    [setState],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      client.removeQueries({ queryKey: queryKeys.all });
      setState({ status: 'signed-out', notice: null });
    }
  }, [client, setState]);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
