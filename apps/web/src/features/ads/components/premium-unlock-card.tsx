import { useState } from 'react';
import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { AdDto, RewardType } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { formatDate } from '../../../lib/format';
import { useRewards } from '../api/get-rewards';
import { usePageAds } from '../hooks/use-page-ads';
import { RewardedAdModal } from './rewarded-ad-modal';

const isPremiumAd = (ad: AdDto | null): ad is AdDto & { reward: RewardType } =>
  ad?.type === 'rewarded' && ad.reward === 'premium-trial';

/**
 * The join-requests page's premium card: 'Débloquer Premium (30s)' opens the
 * premium-trial rewarded video the server chose for the page. A premium member sees until when
 * they are; with ads off, or no premium video left, the card is not shown.
 */
export function PremiumUnlockCard() {
  const { t } = useAdsTranslation();
  const { answer, page } = usePageAds();
  const rewards = useRewards();
  const [watching, setWatching] = useState<(AdDto & { reward: RewardType }) | null>(null);
  const ad = answer?.rewarded ?? null;

  // The video stays open while the claim makes the member premium and the card changes.
  const modal = watching && page !== null && (
    <RewardedAdModal ad={watching} page={page} onClose={() => setWatching(null)} />
  );

  if (rewards.data?.is_premium && rewards.data.premium_until) {
    return (
      <>
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby="premium-card-title"
        >
          <Group wrap="nowrap">
            <ThemeIcon size={40} radius="xl" color="yellow" variant="light">
              <IconCrown size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={2} fz="h5" id="premium-card-title">
                {t('ads.premiumCard.title')}
              </Title>
              <Text size="sm">
                {t('ads.premiumCard.active', { date: formatDate(rewards.data.premium_until) })}
              </Text>
            </div>
          </Group>
        </Card>
        {modal}
      </>
    );
  }
  // No card to offer: only a video still being watched stays.
  if (!isPremiumAd(ad) || page === null) return <>{modal}</>;
  return (
    <>
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-labelledby="premium-card-title"
        data-ad-type="rewarded-card"
      >
        <Group justify="space-between" gap="sm">
          <Group wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="xl" color="yellow" variant="light">
              <IconCrown size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={2} fz="h5" id="premium-card-title">
                {t('ads.premiumCard.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('ads.premiumCard.text')}
              </Text>
            </div>
          </Group>
          <Button onClick={() => setWatching(ad)}>{t('ads.premiumCard.button')}</Button>
        </Group>
      </Card>
      {modal}
    </>
  );
}
