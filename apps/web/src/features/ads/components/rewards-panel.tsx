import { useEffect, useState } from 'react';
import { Alert, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RewardsDto } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { ErrorAlert } from '../../../components/error-alert';
import { applyAccentTheme } from '../../../lib/ad-theme';
import { formatCount, formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRewards } from '../api/get-rewards';
import { useUpdateRewardCustomization } from '../api/update-reward-customization';
import { useBadgeName, useThemeName } from '../hooks/use-reward-names';
import { WriteButton } from '../../../components/offline-writes';

const NONE = '';

/**
 * The settings' rewards: premium, virtual coins (never money), reputation, the
 * badges and themes owned, and the theme and badge in use, saved on the server.
 */
export function RewardsPanel() {
  const { t } = useAdsTranslation();
  const rewards = useRewards();
  if (rewards.isPending) return null;
  if (rewards.isError) return <Alert color="red">{t('ads.panel.loadError')}</Alert>;
  return <RewardsView rewards={rewards.data} />;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function RewardsView({ rewards }: { rewards: RewardsDto }) {
  const { t } = useAdsTranslation();
  const themeName = useThemeName();
  const badgeName = useBadgeName();
  const update = useUpdateRewardCustomization();
  const [theme, setTheme] = useState(rewards.active_theme ?? NONE);
  const [badge, setBadge] = useState(rewards.active_badge ?? NONE);
  useEffect(() => {
    setTheme(rewards.active_theme ?? NONE);
    setBadge(rewards.active_badge ?? NONE);
  }, [rewards.active_theme, rewards.active_badge]);

  const save = () =>
    update.mutate(
      { active_theme: theme || null, active_badge: badge || null },
      {
        onSuccess: (saved) => {
          applyAccentTheme(saved.active_theme);
          notifySuccess({ message: t('ads.panel.saved') });
        },
      },
    );

  const none = { value: NONE, label: t('ads.panel.none') };
  return (
    <Stack gap="sm" component="section" aria-labelledby="rewards-title">
      <Title order={3} fz="h5" id="rewards-title">
        {t('ads.panel.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure
          label={t('ads.panel.premium')}
          value={
            rewards.is_premium && rewards.premium_until
              ? t('ads.panel.premiumUntil', { date: formatDate(rewards.premium_until) })
              : t('ads.panel.premiumNone')
          }
        />
        <Figure
          label={t('ads.panel.coins')}
          value={formatCount(rewards.coins)}
          note={t('ads.panel.coinsNote')}
        />
        <Figure label={t('ads.panel.reputation')} value={formatCount(rewards.reputation)} />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('ads.panel.badges')}
        </Text>
        {rewards.badges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ads.panel.noBadges')}
          </Text>
        ) : (
          <Group gap={6}>
            {rewards.badges.map((owned) => (
              <Badge key={owned} variant="light">
                {badgeName(owned)}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('ads.panel.themes')}
        </Text>
        {rewards.themes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ads.panel.noThemes')}
          </Text>
        ) : (
          <Group gap={6}>
            {rewards.themes.map((owned) => (
              <Badge key={owned} variant="outline">
                {themeName(owned)}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t('ads.panel.activeTheme')}
          data={[none, ...rewards.themes.map((value) => ({ value, label: themeName(value) }))]}
          value={theme}
          onChange={(value) => setTheme(value ?? NONE)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('ads.panel.activeBadge')}
          data={[none, ...rewards.badges.map((value) => ({ value, label: badgeName(value) }))]}
          value={badge}
          onChange={(value) => setBadge(value ?? NONE)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {update.isError && <ErrorAlert error={update.error} />}
      <Group justify="flex-end">
        <WriteButton
          variant="light"
          onClick={save}
          loading={update.isPending}
          disabled={
            theme === (rewards.active_theme ?? NONE) && badge === (rewards.active_badge ?? NONE)
          }
        >
          {t('ads.panel.save')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
