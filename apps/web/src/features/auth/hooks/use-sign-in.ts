import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@tontine/contracts';
import { isApiError } from '../../../lib/api-error';
import { openConsole, opensConsole } from '../../../lib/console';
import { queryKeys } from '../../../lib/query-keys';
import { startSession } from '../../../lib/session';
import { endServerSession } from '../../../lib/sign-out';
import { describeError } from '../../../lib/describe-error';
import { useLogin } from '../api/login';

export type SignInVariant = 'member' | 'superAdmin';

/**
 * How a sign-in ended: signed in, or the password was right and the second factor is asked
 * for (or the code given was wrong), or refused with the message in `error`.
 */
export type SignInOutcome = 'signed-in' | 'code-required' | 'code-invalid' | 'refused';

/**
 * Signs in and stores the session; the app gate then opens the right screen, and an operator
 * (super admin, support) goes on to the console at /console. The super-admin variant refuses
 * other accounts: the page grants nothing.
 */
export function useSignIn(variant: SignInVariant) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  async function signIn(values: LoginRequest): Promise<SignInOutcome> {
    setError(null);
    try {
      const answer = await login.mutateAsync(values);
      if (!answer?.access_token) {
        setError(t('auth.missingToken'));
        return 'refused';
      }
      if (variant === 'superAdmin' && !opensConsole(answer.user.role)) {
        // The server opened a session all the same: it ends now rather than at its timeout.
        void endServerSession(answer.access_token);
        setError(t('errors.SUPERADMIN_REQUIRED'));
        return 'refused';
      }
      queryClient.setQueryData(queryKeys.me, answer.user);
      startSession(answer.access_token, answer.user);
      // An operator's place is the console, which shares this session (same origin, same
      // storage); an account that must first set up two-factor sign-in does that here.
      if (opensConsole(answer.user.role) && answer.user.two_factor_setup_required !== true) {
        openConsole();
      }
      return 'signed-in';
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'TWO_FACTOR_REQUIRED') return 'code-required';
      if (isApiError(failure) && failure.code === 'TWO_FACTOR_INVALID') return 'code-invalid';
      setError(describeError(failure, t));
      return 'refused';
    }
  }

  return { signIn, error, clearError: () => setError(null), pending: login.isPending };
}
