import { useState } from 'react';
import { Button } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequestJoin } from '../api/request-join';
import { describeJoinRequestError, MotivationModal } from './motivation-modal';

/**
 * 'Rejoindre' for a public group (the empty request lets the caller in), 'Demander
 * l'adhésion' for a private one (the motivation modal).
 */
export function JoinGroupButton({
  group,
  onJoined,
  failureText,
}: {
  group: Pick<GroupDto, 'id' | 'name' | 'is_public'>;
  onJoined?: () => void;
  /** What a failure without an answer from the server says (the search modal's own text). */
  failureText?: string;
}) {
  const { t } = useTranslation();
  const join = useRequestJoin();
  const [asking, setAsking] = useState(false);

  if (!group.is_public) {
    return (
      <>
        <Button size="xs" variant="light" onClick={() => setAsking(true)}>
          {t('groups.join.request')}
        </Button>
        <MotivationModal group={group} opened={asking} onClose={() => setAsking(false)} />
      </>
    );
  }
  return (
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
          onError: (error) =>
            notifyError({ message: describeJoinRequestError(error, t, failureText) }),
        })
      }
    >
      {t('groups.join.join')}
    </Button>
  );
}
