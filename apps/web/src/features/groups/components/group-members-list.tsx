import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  MEMBERS_PREVIEW_COUNT,
  type GroupDetailDto,
  type GroupMemberDto,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateError } from '../../../lib/translate-error';
import { useExcludeMember } from '../api/exclude-member';
import { formatDate } from '../utils/format';
import { ConfirmModal } from './confirm-modal';

/** 'Erreur lors de l'exclusion: {detail or Erreur inconnue}', or the connection message. */
function describeExcludeError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind !== 'http') return t('common.networkError');
  const detail =
    isApiError(error) && (error.code || error.detail)
      ? translateError(error, t)
      : t('groups.detail.unknownError');
  return t('groups.detail.excludeFailed', { detail });
}

interface GroupMembersListProps {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
}

/** The members tab: five shown, see all / see less, exclusion for the group's admins. */
export function GroupMembersList({ group, userId, isAdmin }: GroupMembersListProps) {
  const { t } = useTranslation();
  const exclude = useExcludeMember();
  const [expanded, setExpanded] = useState(false);
  const [excluding, setExcluding] = useState<GroupMemberDto | null>(null);

  if (!group.members) return <Text c="dimmed">{t('groups.detail.noMembers')}</Text>;
  const shown = expanded ? group.members : group.members.slice(0, MEMBERS_PREVIEW_COUNT);

  return (
    <Stack gap="xs">
      {shown.map((member) => (
        <Group key={member.id} justify="space-between" wrap="nowrap">
          <div>
            <Group gap={6}>
              <Text fw={600}>{member.username}</Text>
              {member.role === 'admin' && (
                <Badge size="xs" color="grape">
                  {t('groups.status.admin')}
                </Badge>
              )}
              {member.id === userId && (
                <Badge size="xs" variant="outline">
                  {t('groups.detail.you')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(member.joined_at)}
            </Text>
          </div>
          {isAdmin && member.id !== userId && member.role !== 'admin' && (
            <Button size="xs" color="red" variant="subtle" onClick={() => setExcluding(member)}>
              {t('groups.detail.exclude')}
            </Button>
          )}
        </Group>
      ))}
      {group.members.length > MEMBERS_PREVIEW_COUNT && (
        <Button variant="subtle" onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? t('groups.detail.seeLess')
            : t('groups.detail.seeAll', { count: group.members.length })}
        </Button>
      )}
      <ConfirmModal
        opened={excluding !== null}
        title={t('groups.detail.exclude')}
        message={t('groups.detail.excludeConfirm', { name: excluding?.username ?? '' })}
        confirmLabel={t('groups.detail.exclude')}
        loading={exclude.isPending}
        onClose={() => setExcluding(null)}
        onConfirm={() =>
          excluding &&
          exclude.mutate(
            { groupId: group.id, userId: excluding.id },
            {
              onSuccess: () => {
                setExcluding(null);
                notifySuccess({ message: t('groups.detail.excluded') });
              },
              onError: (error) => notifyError({ message: describeExcludeError(error, t) }),
            },
          )
        }
      />
    </Stack>
  );
}
