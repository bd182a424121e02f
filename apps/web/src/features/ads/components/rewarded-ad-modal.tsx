import { useEffect, useState } from 'react';
import {
  ActionIcon,
  AspectRatio,
  Box,
  Button,
  Group,
  Image,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconGift,
  IconPlayerPause,
  IconPlayerPlay,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import type { AdDto, AdPage, RewardType, RewardedViewDto } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useClaimReward } from '../api/claim-reward';
import { useStartRewardedView } from '../api/start-rewarded-view';
import { useCountdown } from '../hooks/use-countdown';
import { trackAd } from '../utils/ads-session';
import { REWARD_COLORS, REWARD_FEATURE_KEYS } from '../utils/reward-info';
import { WriteButton } from '../../../components/offline-writes';

interface RewardedAdModalProps {
  ad: AdDto & { reward: RewardType };
  page: AdPage;
  onClose: () => void;
}

type Step = 'intro' | 'playing' | 'result';

/**
 * The rewarded video: thumbnail, countdown, progress bar, mute toggle and Watch;
 * close and 'skip to result' only once the minimum view time has run, with the notice before
 * it; then 'Récompense Gagnée !' and 'Récupérer ma Récompense', which the server grants from
 * the view token it issued (never the client).
 */
export function RewardedAdModal({ ad, page, onClose }: RewardedAdModalProps) {
  const { t } = useAdsTranslation();
  const [step, setStep] = useState<Step>('intro');
  const [view, setView] = useState<RewardedViewDto | null>(null);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(false);
  const start = useStartRewardedView();
  const claim = useClaimReward();

  const duration = Math.max(ad.duration, view?.min_view_seconds ?? ad.min_view_seconds);
  const minimum = view?.min_view_seconds ?? ad.min_view_seconds;
  const left = useCountdown(duration, step === 'playing' && !paused, view?.view_token);
  const watched = duration - left;
  const canLeave = step !== 'playing' || watched >= minimum;
  const reward = ad.reward;
  const rewardTexts = `ads.rewards.${reward}` as const;

  useEffect(() => {
    if (step === 'playing' && left === 0) {
      trackAd(ad.id, 'complete', page);
      setStep('result');
    }
  }, [step, left, ad.id, page]);

  const watch = () =>
    start.mutate(ad.id, {
      onSuccess: (started) => {
        trackAd(ad.id, 'impression', page);
        setView(started);
        setStep('playing');
      },
    });

  const skip = () => {
    trackAd(ad.id, 'complete', page);
    setStep('result');
  };

  const collect = () => {
    if (!view) return;
    claim.mutate(view.view_token, {
      onSuccess: () => {
        notifySuccess({ message: t('ads.rewarded.claimed') });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={() => canLeave && onClose()}
      withCloseButton={canLeave}
      closeOnClickOutside={false}
      closeOnEscape={canLeave}
      closeButtonProps={{ 'aria-label': t('ads.rewarded.close') }}
      title={step === 'result' ? t('ads.rewarded.wonTitle') : t('ads.rewarded.title')}
      centered
      size="lg"
    >
      {step === 'result' ? (
        <Stack gap="sm" data-ad-type="rewarded" data-step="result">
          <Group wrap="nowrap">
            <ThemeIcon size={48} radius="xl" color={REWARD_COLORS[reward]} variant="light">
              <IconGift size={28} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={3} fz="h4">
                {t(`${rewardTexts}.value`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`${rewardTexts}.name`)}
              </Text>
            </div>
          </Group>
          <Text>{t(`${rewardTexts}.description`)}</Text>
          <List size="sm" spacing={4}>
            {REWARD_FEATURE_KEYS.map((key) => (
              <List.Item key={key}>{t(`${rewardTexts}.features.${key}`)}</List.Item>
            ))}
          </List>
          {claim.isError && <ErrorAlert error={claim.error} />}
          <WriteButton onClick={collect} loading={claim.isPending} disabled={!view}>
            {t('ads.rewarded.claim')}
          </WriteButton>
        </Stack>
      ) : (
        <Stack gap="sm" data-ad-type="rewarded" data-step={step}>
          <AspectRatio ratio={16 / 9}>
            <Box
              pos="relative"
              bg="dark.7"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              data-testid="rewarded-player"
            >
              {(ad.video_thumbnail_url || ad.image_url) && (
                <Image
                  src={ad.video_thumbnail_url || ad.image_url}
                  alt=""
                  w="100%"
                  h="100%"
                  fit="cover"
                />
              )}
              <Group pos="absolute" top={8} right={8} gap={4}>
                {step === 'playing' && (
                  <ActionIcon
                    variant="filled"
                    color="dark"
                    aria-label={paused ? t('ads.rewarded.play') : t('ads.rewarded.pause')}
                    onClick={() => setPaused((value) => !value)}
                  >
                    {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="filled"
                  color="dark"
                  aria-label={muted ? t('ads.rewarded.unmute') : t('ads.rewarded.mute')}
                  aria-pressed={muted}
                  onClick={() => setMuted((value) => !value)}
                >
                  {muted ? <IconVolumeOff size={16} /> : <IconVolume size={16} />}
                </ActionIcon>
              </Group>
              {step === 'playing' && (
                <Text
                  pos="absolute"
                  bottom={8}
                  left={8}
                  size="sm"
                  fw={700}
                  c="white"
                  bg="rgba(0, 0, 0, 0.6)"
                  px={6}
                  style={{ borderRadius: 4 }}
                  aria-hidden
                >
                  {left} s
                </Text>
              )}
            </Box>
          </AspectRatio>
          <div>
            <Text fw={700}>{ad.title}</Text>
            {ad.brand && (
              <Text size="sm" c="dimmed">
                {ad.brand}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color={REWARD_COLORS[reward]} variant="light" radius="xl">
              <IconGift size={16} aria-hidden />
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {t('ads.rewarded.rewardPreview', { reward: t(`${rewardTexts}.value`) })}
            </Text>
          </Group>
          {step === 'intro' ? (
            <>
              {start.isError && <ErrorAlert error={start.error} />}
              <Button
                onClick={watch}
                loading={start.isPending}
                leftSection={<IconPlayerPlay size={16} />}
              >
                {t('ads.rewarded.watch')}
              </Button>
            </>
          ) : (
            <>
              <Group justify="space-between">
                <Text size="sm" aria-live="polite">
                  {t('ads.rewarded.remaining', { seconds: left })}
                </Text>
              </Group>
              <Progress
                value={(watched / duration) * 100}
                aria-label={t('ads.rewarded.progress')}
                transitionDuration={900}
              />
              {canLeave ? (
                <Group justify="space-between">
                  <Button variant="default" onClick={onClose}>
                    {t('ads.rewarded.close')}
                  </Button>
                  <Button onClick={skip}>{t('ads.rewarded.skip')}</Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed" role="note">
                  {t('ads.rewarded.watchNotice', { seconds: minimum })}
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
