import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  MEMBERS_PREVIEW_COUNT,
  type GroupDetailDto,
  type GroupMemberDto,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { describeError, type ErrorTexts } from '../../../lib/describe-error';
import { useExcludeMember } from '../api/exclude-member';
import { useSetMemberRole } from '../api/set-member-role';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WriteButton } from '../../../components/offline-writes';
import { PersonBadgeSlot } from './person-badge-slot';

/** 'Erreur lors de l'exclusion: {detail or Erreur inconnue}', or the connection message. */
const EXCLUDE_ERRORS: ErrorTexts = {
  fallback: 'groups.detail.unknownError',
  frame: 'groups.detail.excludeFailed',
};

/** 'Le rôle n'a pas pu être changé : {detail}', or the connection message. */
const ROLE_ERRORS: ErrorTexts = {
  fallback: 'groups.detail.unknownError',
  frame: 'groups.detail.roleFailed',
};

interface GroupMembersListProps {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
  /** Above the list: what the states next to the members are about. */
  caption?: ReactNode;
  /** Next to each member: their state (the rotation's, composed by the group page). */
  memberState?: (userId: string) => ReactNode;
}

/**
 * The members tab: five shown, see all / see less, each member's state for the current cycle,
 * and for the group's admins exclusion, naming treasurers and the members' contact details (the
 * API sends them to admins only).
 */
export function GroupMembersList({
  group,
  userId,
  isAdmin,
  caption,
  memberState,
}: GroupMembersListProps) {
  const { t } = useTranslation();
  const exclude = useExcludeMember();
  const setRole = useSetMemberRole();
  const [expanded, setExpanded] = useState(false);
  const [excluding, setExcluding] = useState<GroupMemberDto | null>(null);

  if (!group.members) return <Text c="dimmed">{t('groups.detail.noMembers')}</Text>;
  const shown = expanded ? group.members : group.members.slice(0, MEMBERS_PREVIEW_COUNT);

  return (
    <Stack gap="xs">
      {caption}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((member) => (
          <Group
            component="li"
            key={member.id}
            justify="space-between"
            wrap="nowrap"
            aria-label={member.username}
          >
            <div>
              <Group gap={6}>
                <Text fw={600}>{member.username}</Text>
                {member.role === 'admin' && (
                  <Badge size="xs" color="grape">
                    {t('groups.status.admin')}
                  </Badge>
                )}
                {member.role === 'treasurer' && (
                  <Badge size="xs" color="teal">
                    {t('groups.status.treasurer')}
                  </Badge>
                )}
                {member.id === userId && (
                  <Badge size="xs" variant="outline">
                    {t('groups.detail.you')}
                  </Badge>
                )}
                <PersonBadgeSlot userId={member.id} name={member.username} />
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(member.joined_at)}
              </Text>
              {isAdmin && <MemberContacts member={member} />}
            </div>
            <Group gap="xs" wrap="nowrap">
              {memberState?.(member.id)}
              {isAdmin && member.id !== userId && member.role !== 'admin' && (
                <WriteButton
                  size="xs"
                  variant="subtle"
                  className="tap-target"
                  loading={setRole.isPending && setRole.variables?.userId === member.id}
                  aria-label={t(
                    member.role === 'treasurer'
                      ? 'groups.detail.removeTreasurerOf'
                      : 'groups.detail.makeTreasurerOf',
                    { name: member.username },
                  )}
                  onClick={() => {
                    const role = member.role === 'treasurer' ? 'member' : 'treasurer';
                    setRole.mutate(
                      { groupId: group.id, userId: member.id, role },
                      {
                        onSuccess: () =>
                          notifySuccess({
                            message: t(
                              role === 'treasurer'
                                ? 'groups.detail.treasurerNamed'
                                : 'groups.detail.treasurerRemoved',
                              { name: member.username },
                            ),
                          }),
                        onError: (error) =>
                          notifyError({ message: describeError(error, t, ROLE_ERRORS) }),
                      },
                    );
                  }}
                >
                  {t(
                    member.role === 'treasurer'
                      ? 'groups.detail.removeTreasurer'
                      : 'groups.detail.makeTreasurer',
                  )}
                </WriteButton>
              )}
              {isAdmin && member.id !== userId && member.role !== 'admin' && (
                <WriteButton
                  size="xs"
                  color="red"
                  variant="subtle"
                  onClick={() => setExcluding(member)}
                >
                  {t('groups.detail.exclude')}
                </WriteButton>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      {group.members.length > MEMBERS_PREVIEW_COUNT && (
        <Button variant="subtle" onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? t('groups.detail.seeLess')
            : t('groups.detail.seeAll', { count: group.members.length })}
        </Button>
      )}
      <ConfirmDialog
        opened={excluding !== null}
        title={t('groups.detail.exclude')}
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
              onError: (error) => notifyError({ message: describeError(error, t, EXCLUDE_ERRORS) }),
            },
          )
        }
      >
        {t('groups.detail.excludeConfirm', { name: excluding?.username ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function MemberContacts({ member }: { member: GroupMemberDto }) {
  const { t } = useTranslation();
  if (!member.email && !member.phone) return null;
  return (
    <Group gap="xs">
      {member.email && (
        <Anchor
          size="xs"
          href={`mailto:${member.email}`}
          aria-label={t('groups.detail.contactEmail', { name: member.username })}
        >
          {member.email}
        </Anchor>
      )}
      {member.phone && (
        <Anchor
          size="xs"
          href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('groups.detail.contactPhone', { name: member.username })}
        >
          {member.phone}
        </Anchor>
      )}
    </Group>
  );
}
