import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MAX_ATTEMPTS, toUiLanguage, type RegistrationForm } from '@tontine/contracts';
import { i18n, setInterfaceLanguage } from '../../../lib/i18n';
import { TOAST_MS, notifyInfo, notifySuccess, notifyWarning } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { startSession } from '../../../lib/session';
import { describeError } from '../../../lib/describe-error';
import { isServerReachable } from '../api/get-health';
import { registerWithRetry } from '../api/register';
import { uploadProfilePhoto } from '../api/upload-profile-photo';
import { buildRegisterRequest } from '../utils/build-register-request';
import { describeRegistrationFailure } from '../utils/describe-registration-failure';

/** Raised before any attempt when the browser knows it has no connection. */
class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

interface Submission {
  values: RegistrationForm;
  photo: File | null;
}

/**
 * Registration from submit to automatic sign-in: retries, failure diagnosis, the optional
 * photo (sent with the new token), then the session is stored and the success screen opens.
 */
export function useRegistrationSubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ values, photo }: Submission) => {
      if (!navigator.onLine) throw new OfflineError();
      const answer = await registerWithRetry(buildRegisterRequest(values), {
        onRetry: (attempt) =>
          notifyInfo({
            message: t('registration.retrying', { attempt, max: REGISTRATION_MAX_ATTEMPTS }),
          }),
      });
      let user = answer.user;
      if (photo) {
        try {
          user = await uploadProfilePhoto(photo, answer.access_token);
        } catch (error) {
          // The account exists: a refused photo must not undo the registration.
          notifyWarning({
            message: t('registration.photoUploadFailed', { reason: describeError(error, t) }),
            autoClose: TOAST_MS.registration,
          });
        }
      }
      return { ...answer, user };
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.me, answer.user);
      startSession(answer.access_token, answer.user);
      // Signed in, the interface speaks the member's language from this message on.
      await setInterfaceLanguage(toUiLanguage(answer.user.language));
      // The hook's `t` keeps the language of its last render: read the new one from i18n.
      notifySuccess({ message: i18n.t('registration.success'), autoClose: TOAST_MS.registration });
      navigate('/register/success', { replace: true });
    },
  });

  async function submit(values: RegistrationForm, photo: File | null): Promise<void> {
    setFailure(null);
    try {
      await mutation.mutateAsync({ values, photo });
    } catch (error) {
      setFailure(
        await describeRegistrationFailure(error, t, {
          online: !(error instanceof OfflineError) && navigator.onLine,
          isServerReachable,
        }),
      );
    }
  }

  return { submit, failure, pending: mutation.isPending };
}
