import { useId } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconCash, IconMessages } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from './disabled-reason';
import { JoinGroupButton } from './join-group-button';

/**
 * The group page's actions for someone who is not its member: the way in (join a public group,
 * ask to join a private one, or the request already waiting), and the members' actions (chat,
 * payment) disabled with the reason rather than enabled only to fail.
 */
export function NonMemberActions({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const chatReason = useId();
  const payReason = useId();
  return (
    <Group gap="xs" align="flex-start">
      <JoinGroupButton group={group} size="sm" />
      <Stack gap={4} align="flex-start">
        <Button
          variant="default"
          leftSection={<IconMessages size={16} aria-hidden />}
          disabled
          aria-describedby={chatReason}
        >
          {t('chat.join.button')}
        </Button>
        <DisabledReason id={chatReason} reason={t('chat.join.membersOnly')} />
      </Stack>
      <Stack gap={4} align="flex-start">
        <Button
          variant="default"
          leftSection={<IconCash size={16} aria-hidden />}
          disabled
          aria-describedby={payReason}
        >
          {t('groups.payments.makePayment')}
        </Button>
        <DisabledReason id={payReason} reason={t('groups.payments.reasonMember')} />
      </Stack>
    </Group>
  );
}
