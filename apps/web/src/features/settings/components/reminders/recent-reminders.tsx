import { useId } from 'react';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import type { ReminderMessageDto, ReminderMessageStatus } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { displayLocale } from '../../../../lib/display-locale';

const STATUS_COLOURS: Record<ReminderMessageStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  over_limit: 'orange',
  cancelled: 'gray',
};

/** A moment of the API in the member's reminder time zone (the one the quiet hours are read in). */
function formatMoment(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(displayLocale(), { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(displayLocale(), options).format(date);
  }
}

/**
 * The last reminders that left by e-mail or SMS, newest first: the channel, the group and its
 * cycle, what it reminded of, its state in a colour and when (a waiting one: when it goes).
 */
export function RecentReminders({
  messages,
  timeZone,
}: {
  messages: ReminderMessageDto[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4} fz="sm" id={titleId}>
        {t('reminders.recent.title')}
      </Title>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reminders.recent.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={titleId}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {messages.map((message) => (
            <RecentReminder key={message.id} message={message} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RecentReminder({ message, timeZone }: { message: ReminderMessageDto; timeZone: string }) {
  const { t } = useTranslation();
  const Icon = message.channel === 'sms' ? IconMessage : IconMail;
  const waiting = message.status === 'queued' || message.status === 'sending';
  const at = waiting
    ? message.send_after
    : (message.delivered_at ?? message.sent_at ?? message.send_after);
  const moment = formatMoment(at, timeZone);
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.group_name}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLOURS[message.status]} variant="light" tt="none" maw="100%">
              {t(`reminders.recent.statuses.${message.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              <time dateTime={at}>
                {message.status === 'queued'
                  ? t('reminders.recent.scheduled', { time: moment })
                  : moment}
              </time>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {[
              t(`reminders.recent.channels.${message.channel}`),
              t(`reminders.recent.kinds.${message.kind}`),
              t('reminders.recent.cycle', { cycle: message.cycle_number }),
            ].join(' · ')}
          </Text>
          {message.status === 'failed' && message.failure_reason && (
            <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {t('reminders.recent.failure', { reason: message.failure_reason })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
