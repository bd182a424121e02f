import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { endSession, startSession } from '../../../lib/session';
import { translateError } from '../../../lib/translate-error';
import { useLogin } from '../api/login';

export type SignInVariant = 'member' | 'superAdmin';

/**
 * Signs in and stores the session; the app gate then opens the right screen. The
 * super-admin variant refuses other accounts: the shortcut that leads there grants nothing.
 */
export function useSignIn(variant: SignInVariant) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  async function signIn(values: LoginRequest): Promise<void> {
    setError(null);
    try {
      const answer = await login.mutateAsync(values);
      if (!answer?.access_token) {
        setError(t('auth.missingToken'));
        return;
      }
      if (variant === 'superAdmin' && answer.user.role !== 'super_admin') {
        endSession();
        setError(t('errors.SUPERADMIN_REQUIRED'));
        return;
      }
      queryClient.setQueryData(queryKeys.me, answer.user);
      startSession(answer.access_token, answer.user);
    } catch (failure) {
      setError(translateError(failure, t));
    }
  }

  return { signIn, error, pending: login.isPending };
}
