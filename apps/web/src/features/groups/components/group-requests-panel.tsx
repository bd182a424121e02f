import { useState } from 'react';
import { Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import type { JoinRequestDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { useDecideJoinRequest } from '../api/decide-join-request';
import { useGroupJoinRequests } from '../api/get-group-join-requests';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { PersonBadgeSlot } from './person-badge-slot';

function PendingRequest({ request }: { request: JoinRequestDto }) {
  const { t } = useTranslation();
  const accept = useDecideJoinRequest('accept');
  const reject = useDecideJoinRequest('reject');
  const [response, setResponse] = useState('');
  const [confirming, setConfirming] = useState(false);
  const busy = accept.isPending || reject.isPending;
  const onError = (error: unknown) => notifyError({ message: describeError(error, t) });

  return (
    <Card withBorder padding="sm" component="article" aria-label={request.username}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap={6}>
            <Text fw={600}>{request.username}</Text>
            <PersonBadgeSlot userId={request.user_id} name={request.username} />
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(request.created_at)}
          </Text>
        </Group>
        {request.message && <Text size="sm">{request.message}</Text>}
        <Textarea
          label={t('groups.detail.response')}
          autosize
          minRows={1}
          value={response}
          onChange={(event) => setResponse(event.currentTarget.value)}
        />
        <Group gap="xs">
          <WriteButton
            size="xs"
            color="teal"
            loading={accept.isPending}
            disabled={busy}
            onClick={() =>
              accept.mutate(
                { requestId: request.id, adminResponse: response },
                {
                  onSuccess: () => notifySuccess({ message: t('groups.detail.accepted') }),
                  onError,
                },
              )
            }
          >
            {t('groups.detail.accept')}
          </WriteButton>
          <WriteButton
            size="xs"
            color="red"
            variant="light"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('groups.detail.reject')}
          </WriteButton>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('groups.detail.reject')}
        confirmLabel={t('groups.detail.reject')}
        loading={reject.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reject.mutate(
            { requestId: request.id, adminResponse: response },
            {
              onSuccess: () => {
                setConfirming(false);
                notifySuccess({ message: t('groups.detail.rejected') });
              },
              onError,
            },
          )
        }
      >
        {t('groups.detail.rejectConfirm', { name: request.username })}
      </ConfirmDialog>
    </Card>
  );
}

/** The group's pending join requests, for its admins: accept, or reject once confirmed. */
export function GroupRequestsPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useGroupJoinRequests(groupId, true);
  const pending = (query.data ?? []).filter((r) => r.status === 'pending');
  return (
    <Card
      withBorder
      radius="md"
      component="section"
      id="requests"
      aria-label={t('groups.detail.requests')}
    >
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('groups.detail.requests')} ({pending.length})
        </Title>
        {query.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {query.isError && <ErrorAlert error={query.error} />}
        {query.isSuccess && pending.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('groups.detail.noRequests')}
          </Text>
        )}
        {pending.map((request) => (
          <PendingRequest key={request.id} request={request} />
        ))}
      </Stack>
    </Card>
  );
}
