import { useState } from 'react';
import { Button } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError, type TextKey } from '../../../lib/describe-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequestJoin } from '../api/request-join';
import { JOIN_REQUEST_ERRORS, MotivationModal } from './motivation-modal';

/**
 * 'Rejoindre' for a public group (the empty request lets the caller in), 'Demander
 * l'adhésion' for a private one (the motivation modal). Someone refused or excluded before is
 * told so and offered the motivation modal: only an accepted request lets them back in.
 */
export function JoinGroupButton({
  group,
  onJoined,
  failureKey = JOIN_REQUEST_ERRORS.fallback,
}: {
  group: Pick<GroupDto, 'id' | 'name' | 'is_public'>;
  onJoined?: () => void;
  /** What a failure without an answer from the server says (the search modal's own text). */
  failureKey?: TextKey;
}) {
  const { t } = useTranslation();
  const join = useRequestJoin();
  const [asking, setAsking] = useState(false);

  const motivation = (
    <MotivationModal group={group} opened={asking} onClose={() => setAsking(false)} />
  );
  if (!group.is_public) {
    return (
      <>
        <Button size="xs" variant="light" onClick={() => setAsking(true)}>
          {t('groups.join.request')}
        </Button>
        {motivation}
      </>
    );
  }
  return (
    <>
      <Button
        size="xs"
        loading={join.isPending}
        onClick={() =>
          join.mutate(group.id, {
            onSuccess: (answer) => {
              notifySuccess({
                message:
                  answer.status === 'joined'
                    ? t('groups.join.joined', { name: group.name })
                    : t('groups.join.requested'),
              });
              onJoined?.();
            },
            onError: (error) => {
              notifyError({ message: describeError(error, t, { fallback: failureKey }) });
              // Refused or excluded before: the way back is a new request (product decision 12).
              if (mustAskAgain(error)) setAsking(true);
            },
          })
        }
      >
        {t('groups.join.join')}
      </Button>
      {motivation}
    </>
  );
}

function mustAskAgain(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'JOIN_REQUEST_REFUSED' || error.code === 'EXCLUDED_FROM_GROUP')
  );
}
