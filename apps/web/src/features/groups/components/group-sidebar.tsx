import { useId, useState } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPhone, IconShare } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { isMobileDevice, normalizeAdminPhone } from '../utils/phone';
import { CodeDisplay } from './code-display';
import { DisabledReason } from './disabled-reason';

/** The admin's number: their member record first, else the group's admin_phone. */
export function adminPhoneOf(group: GroupDetailDto): string | null {
  const record = group.members?.find((m) => m.id === group.admin_id)?.phone;
  return normalizeAdminPhone(record || group.admin_phone);
}

/** Share the invitation: the system sheet, else the clipboard, else an alert with the text. */
export async function shareInvitation(
  title: string,
  text: string,
): Promise<'shared' | 'copied' | 'shown'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch {
      // Falls back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    window.alert(text);
    return 'shown';
  }
}

/** The group page's sidebar: the Group Admin card, Invite Friends and Call Admin. */
export function GroupSidebar({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const [phoneNotice, setPhoneNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const reasonId = useId();
  // The admin's number is for the group's members (and super admins, who see the members).
  const mayCall =
    group.my_relation === 'admin' || group.my_relation === 'member' || group.members !== null;
  const callReason = mayCall ? null : t('groups.detail.callAdminMembersOnly');

  function callAdmin() {
    const phone = adminPhoneOf(group);
    if (!phone) {
      setPhoneNotice({ ok: false, text: t('groups.detail.noPhone') });
      return;
    }
    if (isMobileDevice()) {
      window.location.href = `tel:${phone}`;
      return;
    }
    setPhoneNotice({ ok: true, text: t('groups.detail.phoneIs', { phone }) });
  }

  return (
    <Stack>
      <Card withBorder radius="md" component="section" aria-label={t('groups.detail.adminCard')}>
        <Title order={2} fz="h5">
          {t('groups.detail.adminCard')}
        </Title>
        <Text mt="xs">{group.admin_name}</Text>
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconPhone size={16} aria-hidden />}
          disabled={!mayCall}
          aria-describedby={callReason ? reasonId : undefined}
          onClick={callAdmin}
        >
          {t('groups.detail.callAdmin')}
        </Button>
        <DisabledReason id={reasonId} reason={callReason} />
        {phoneNotice && (
          <Alert mt="sm" color={phoneNotice.ok ? 'blue' : 'red'} role="alert">
            {phoneNotice.text}
          </Alert>
        )}
      </Card>
      {group.permanent_invitation_code && (
        <Card withBorder radius="md" component="section" aria-label={t('groups.detail.invite')}>
          <Title order={2} fz="h5">
            {t('groups.detail.invite')}
          </Title>
          <Text size="sm" c="dimmed" my="xs">
            {t('groups.detail.inviteHint')}
          </Text>
          <CodeDisplay
            code={group.permanent_invitation_code}
            label={t('groups.onboardingForm.codeLabel')}
          />
          <Button
            mt="sm"
            variant="default"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() =>
              void shareInvitation(
                group.name,
                t('groups.detail.shareText', {
                  name: group.name,
                  code: group.permanent_invitation_code,
                }),
              )
            }
          >
            {t('groups.detail.share')}
          </Button>
          <Text size="sm" c="dimmed" mt="md" mb="xs">
            {t('groups.detail.groupIdHint')}
          </Text>
          <CodeDisplay code={group.id} label={t('groups.detail.groupIdLabel')} long />
        </Card>
      )}
    </Stack>
  );
}
