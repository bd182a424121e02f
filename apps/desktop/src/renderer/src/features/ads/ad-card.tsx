import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdStatsRowDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { AdImagePreview } from './ad-image-field';
import type { InventoryAd } from './api/ads-api';

const STAT_KEYS = ['impressions', 'clicks', 'completions', 'rewards_claimed'] as const;

/** One ad of the inventory: every field, its counts, and its actions. */
export function AdCard({
  ad,
  stats,
  onEdit,
  onDelete,
}: {
  ad: InventoryAd;
  stats: AdStatsRowDto | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
      : t('adsSection.always');
  const field = (key: string, value: string) => (
    <div key={key} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {t(`adsSection.fields.${key}`)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Card withBorder padding="sm" component="article" aria-label={ad.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="light">{t(`adsSection.types.${ad.type}`)}</Badge>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {ad.title}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={onEdit}
              aria-label={`${t('adsSection.edit')} ${ad.id}`}
            >
              {t('adsSection.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onDelete}
              aria-label={`${t('adsSection.delete')} ${ad.id}`}
            >
              {t('adsSection.delete')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-start">
          <AdImagePreview url={ad.image_url} label={t('adsSection.preview', { field: ad.title })} />
          {ad.video_thumbnail_url && ad.video_thumbnail_url !== ad.image_url && (
            <AdImagePreview
              url={ad.video_thumbnail_url}
              label={t('adsSection.preview', { field: t('adsSection.fields.video_thumbnail_url') })}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={4}>
          {field('id', ad.id)}
          {field('subtitle', ad.subtitle)}
          {field('brand', ad.brand)}
          {field('cta', ad.cta)}
          {field('image_url', ad.image_url)}
          {field('video_thumbnail_url', ad.video_thumbnail_url)}
          {field('external_url', ad.external_url)}
          {field('reward', ad.reward ? t(`adsSection.rewards.${ad.reward}`) : t('adsSection.none'))}
          {field('min_view_seconds', t('adsSection.seconds', { count: ad.min_view_seconds }))}
          {field('duration', t('adsSection.seconds', { count: ad.duration }))}
          {field('active_from', when(ad.active_from))}
          {field('active_to', when(ad.active_to))}
          {field(
            'languages',
            ad.languages.length
              ? ad.languages.map((l) => t(`adsSection.languages.${l}`)).join(', ')
              : t('adsSection.allLanguages'),
          )}
        </SimpleGrid>
        <Group
          gap="md"
          wrap="wrap"
          role="list"
          aria-label={t('adsSection.statsLabel', { id: ad.id })}
        >
          {STAT_KEYS.map((key) => (
            <Text key={key} size="sm" role="listitem">
              {t(`adsSection.stats.${key}`)} : <strong>{stats?.[key] ?? 0}</strong>
            </Text>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
