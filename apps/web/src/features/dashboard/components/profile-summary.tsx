import type { ReactNode } from 'react';
import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, countryName, type UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { CountryFlag } from '../../../components/country-flag';
import { ProfileBadgeSlot } from '../../../lib/ad-slots';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* A long e-mail address breaks rather than run out of its card on a phone. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function initials(user: UserDto): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** The signed-in member's own profile, as the server returned it. */
export function ProfileSummary({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  const language = currentLanguage();
  const preferred = LANGUAGES.find((option) => option.code === user.preferred_language);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(user.created_at),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-title">
      <Group mb="md">
        <Avatar
          src={user.profile_photo_url}
          alt={t('dashboard.photoAlt', { name: fullName })}
          size={72}
          radius="xl"
          color="teal"
        >
          {initials(user)}
        </Avatar>
        <div>
          <Title order={2} fz="h4" id="profile-title">
            {t('dashboard.profileTitle')}
          </Title>
          <Text fw={600}>{fullName}</Text>
          <ProfileBadgeSlot />
          <Text size="sm" c="dimmed">
            {t('dashboard.memberSince', { date: since })}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Field label={t('dashboard.email')} value={user.email} />
        <Field label={t('dashboard.phone')} value={user.phone_number ?? t('common.notProvided')} />
        <Field
          label={t('dashboard.country')}
          value={
            <>
              {user.country && <CountryFlag code={user.country} />}{' '}
              {countryName(user.country, language)}
            </>
          }
        />
        <Field
          label={t('dashboard.language')}
          value={
            preferred ? `${preferred.nativeName} (${preferred.name})` : user.preferred_language
          }
        />
        <Field label={t('dashboard.currency')} value={user.preferred_currency} />
        <Field label={t('dashboard.displayCurrency')} value={currency} />
        <Field label={t('dashboard.role')} value={t(`roles.${user.role}`)} />
      </SimpleGrid>
    </Card>
  );
}
