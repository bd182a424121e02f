import { useTranslation } from 'react-i18next';
import { useJoinWithInvitationCode } from '../api/join-with-invitation-code';
import { describeError, type ErrorTexts } from '../lib/describe-error';
import { notifyError, notifySuccess } from '../lib/notify';
import { WriteButton } from './offline-writes';

/**
 * Joins with the temporary code of an accepted request, from wherever the code is shown (the
 * request, the notification). It sits in a list, so the outcome comes as a notification.
 */
export function JoinWithCodeButton({
  code,
  label,
  joined,
  failure,
  disabledOnceJoined = false,
}: {
  code: string;
  label: string;
  /** The success notification's text. */
  joined: string;
  failure: ErrorTexts;
  disabledOnceJoined?: boolean;
}) {
  const { t } = useTranslation();
  const join = useJoinWithInvitationCode();
  return (
    <WriteButton
      size="xs"
      loading={join.isPending}
      disabled={disabledOnceJoined ? join.isSuccess : undefined}
      onClick={() =>
        join.mutate(code, {
          onSuccess: () => notifySuccess({ message: joined }),
          onError: (error) => notifyError({ message: describeError(error, t, failure) }),
        })
      }
    >
      {label}
    </WriteButton>
  );
}
