import { useState } from 'react';
import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { AdDto, RewardType } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { usePageAds } from '../hooks/use-page-ads';
import { REWARD_COLORS } from '../utils/reward-info';
import { RewardedAdModal } from './rewarded-ad-modal';

type RewardedAd = AdDto & { reward: RewardType };

const isRewarded = (ad: AdDto | null): ad is RewardedAd =>
  ad?.type === 'rewarded' && ad.reward !== null;

/**
 * The page's rewarded video, offered at the end of the pages with ads (the join-requests page
 * has its own premium card): the member chooses to watch it and earns its reward.
 */
export function RewardedOffer() {
  const { t } = useAdsTranslation();
  const { answer, page } = usePageAds();
  const [watching, setWatching] = useState<RewardedAd | null>(null);
  const ad = answer?.rewarded ?? null;
  const modal = watching && page !== null && (
    <RewardedAdModal ad={watching} page={page} onClose={() => setWatching(null)} />
  );
  // The join-requests page has its premium card; the chat keeps its height for the thread.
  if (!isRewarded(ad) || page === 'join-requests' || page === 'chat') return <>{modal}</>;
  const reward = t(`ads.rewards.${ad.reward}.value`);
  // The modal keeps its place whatever the card becomes once the reward is claimed.
  return (
    <>
      <Card
        withBorder
        radius="md"
        padding="md"
        mt="md"
        component="aside"
        aria-label={t('ads.rewardOffer.title')}
        data-ad-type="rewarded-offer"
      >
        <Group justify="space-between" gap="sm">
          <Group wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="xl" color={REWARD_COLORS[ad.reward]} variant="light">
              <IconGift size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={2} fz="h5">
                {t('ads.rewardOffer.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('ads.rewardOffer.text', { reward })}
              </Text>
            </div>
          </Group>
          <Button variant="light" onClick={() => setWatching(ad)}>
            {t('ads.rewardOffer.watch')}
          </Button>
        </Group>
      </Card>
      {modal}
    </>
  );
}
