import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { IconArrowLeft, IconShare, IconTrash } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError, type ErrorTexts } from '../../../lib/describe-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteGroup } from '../api/delete-group';
import { shareInvitation } from './group-sidebar';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';

/** 'Erreur lors de la suppression: {detail or Erreur inconnue}', or the connection message. */
const DELETE_ERRORS: ErrorTexts = {
  fallback: 'groups.detail.unknownError',
  frame: 'groups.detail.deleteFailed',
};

function BackToMyGroups(props: ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => navigate('/my-groups')}
      {...props}
    >
      {t('groups.detail.back')}
    </Button>
  );
}

/** A group page that could not load: the way back, and why (a missing group says so). */
export function GroupLoadError({ error }: { error: unknown }) {
  return (
    <Stack align="flex-start">
      <BackToMyGroups />
      <ErrorAlert error={error} texts={{ statuses: { 404: 'groups.detail.notFound' } }} />
    </Stack>
  );
}

/**
 * The group page's head: the way back, the group's name and description, the `actions` other
 * features add (the chat), sharing the invitation, and deleting the group for its admin once
 * confirmed.
 */
export function GroupHeader({ group, actions }: { group: GroupDetailDto; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteGroup();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isAdmin = group.my_relation === 'admin';

  async function share() {
    const url = `${window.location.origin}/groups/${group.id}`;
    const text = group.permanent_invitation_code
      ? t('groups.detail.shareText', { name: group.name, code: group.permanent_invitation_code })
      : url;
    const how = await shareInvitation(group.name, text);
    if (how === 'copied') notifySuccess({ message: t('groups.detail.shared') });
  }

  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <BackToMyGroups px={0} w="fit-content" />
        <Title order={1} fz="h2">
          {group.name}
        </Title>
        <Text c="dimmed">{group.description}</Text>
      </Stack>
      <Group gap="xs">
        {actions}
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => void share()}
        >
          {t('groups.detail.share')}
        </Button>
        {isAdmin && (
          <WriteButton
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('groups.detail.delete')}
          </WriteButton>
        )}
      </Group>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('groups.detail.delete')}
        confirmLabel={t('groups.detail.delete')}
        loading={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              notifySuccess({ message: t('groups.detail.deleted') });
              navigate('/my-groups');
            },
            onError: (error) => notifyError({ message: describeError(error, t, DELETE_ERRORS) }),
          })
        }
      >
        {t('groups.detail.deleteConfirm', { name: group.name })}
      </ConfirmDialog>
    </Group>
  );
}
