import { useEffect, useState } from 'react';
import { Card, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { CHAT_LIMITS, type GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { useChatModerators, useSetChatModerators } from '../api/chat-moderators';
import { WriteButton } from '../../../components/offline-writes';

/** The group admin names the members who moderate the chat; the API decides. */
export function ChatModeratorsPanel({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const current = useChatModerators(group.id);
  const save = useSetChatModerators(group.id);
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (current.data) setChosen(current.data.moderator_ids);
  }, [current.data]);

  // The admins moderate already: only the other members can be named.
  const candidates = (group.members ?? [])
    .filter((m) => m.role !== 'admin' && m.id !== group.admin_id)
    .map((m) => ({ value: m.id, label: m.username }));
  const unchanged =
    current.data !== undefined &&
    chosen.length === current.data.moderator_ids.length &&
    chosen.every((id) => current.data.moderator_ids.includes(id));

  return (
    <Card withBorder radius="md" component="section" aria-label={t('chat.moderators.title')}>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('chat.moderators.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chat.moderators.intro')}
        </Text>
        {current.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <>
            <MultiSelect
              label={t('chat.moderators.label')}
              placeholder={candidates.length ? t('chat.moderators.placeholder') : undefined}
              nothingFoundMessage={t('chat.moderators.noMembers')}
              data={candidates}
              value={chosen}
              onChange={setChosen}
              maxValues={CHAT_LIMITS.moderatorsMax}
              searchable
              clearable
            />
            <WriteButton
              disabled={unchanged}
              loading={save.isPending}
              onClick={() =>
                save.mutate(chosen, {
                  onSuccess: () => notifySuccess({ message: t('chat.moderators.saved') }),
                  onError: (error) => notifyError({ message: describeError(error, t) }),
                })
              }
            >
              {t('chat.moderators.save')}
            </WriteButton>
          </>
        )}
      </Stack>
    </Card>
  );
}
