import { useId, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError, type TextKey } from '../../../lib/describe-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequestJoin } from '../api/request-join';
import { DisabledReason } from './disabled-reason';
import { JOIN_REQUEST_ERRORS, MotivationModal } from './motivation-modal';
import { WriteButton } from '../../../components/offline-writes';
import { useAdTrigger } from '../../../lib/ad-slots';

/**
 * 'Rejoindre' for a public group (the empty request lets the caller in), 'Demander
 * l'adhésion' for a private one (the motivation modal). Someone refused or excluded before is
 * told so and offered the motivation modal: only an accepted request lets them back in. A
 * request already waiting is shown as such; a full group disables the button and says why,
 * as the server would refuse it.
 */
export function JoinGroupButton({
  group,
  onJoined,
  failureKey = JOIN_REQUEST_ERRORS.fallback,
  size = 'xs',
}: {
  group: Pick<GroupDto, 'id' | 'name' | 'is_public'> &
    Partial<Pick<GroupDto, 'member_count' | 'max_members' | 'my_relation'>>;
  onJoined?: () => void;
  /** What a failure without an answer from the server says (the search modal's own text). */
  failureKey?: TextKey;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const join = useRequestJoin();
  const adTrigger = useAdTrigger();
  const [asking, setAsking] = useState(false);
  const reasonId = useId();

  if (group.my_relation === 'pending') {
    return (
      // Plain text that wraps: a badge's single upper-case line is cut on a phone.
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={600} c="orange.8">
          {t('groups.join.pending')}
        </Text>
      </Group>
    );
  }
  const full =
    group.member_count !== undefined &&
    group.max_members !== undefined &&
    group.member_count >= group.max_members;
  const reason = full ? t('groups.permanentCode.full') : null;
  const motivation = (
    <MotivationModal group={group} opened={asking} onClose={() => setAsking(false)} />
  );
  if (!group.is_public) {
    return (
      <Stack gap={4} align="flex-start">
        <WriteButton
          size={size}
          variant="light"
          disabled={full}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => setAsking(true)}
        >
          {t('groups.join.request')}
        </WriteButton>
        <DisabledReason id={reasonId} reason={reason} />
        {motivation}
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <WriteButton
        size={size}
        disabled={full}
        aria-describedby={reason ? reasonId : undefined}
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
              if (answer.status === 'joined') adTrigger('member-joined');
              onJoined?.();
            },
            onError: (error) => {
              notifyError({ message: describeError(error, t, { fallback: failureKey }) });
              // Refused or excluded before: the way back is a new request.
              if (mustAskAgain(error)) setAsking(true);
            },
          })
        }
      >
        {t('groups.join.join')}
      </WriteButton>
      <DisabledReason id={reasonId} reason={reason} />
      {motivation}
    </Stack>
  );
}

function mustAskAgain(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'JOIN_REQUEST_REFUSED' || error.code === 'EXCLUDED_FROM_GROUP')
  );
}
