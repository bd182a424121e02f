import { Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import {
  INTERSTITIAL_CLOSE_DELAY_SECONDS,
  type AdDto,
  type InterstitialContext,
} from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { useCountdown } from '../hooks/use-countdown';

interface InterstitialAdProps {
  ad: AdDto;
  context: InterstitialContext;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The full-screen interstitial: it can be closed only once its context's
 * countdown (3 to 5 s) has run, and shows the seconds left on the close button.
 */
export function InterstitialAd({ ad, context, onOpen, onClose }: InterstitialAdProps) {
  const { t } = useAdsTranslation();
  const left = useCountdown(INTERSTITIAL_CLOSE_DELAY_SECONDS[context]);
  const closable = left === 0;
  return (
    <Modal
      opened
      onClose={() => closable && onClose()}
      withCloseButton={false}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      centered
      size="lg"
      title={ad.title}
      data-ad-type="interstitial"
    >
      <Stack gap="sm" data-ad-type="interstitial" data-context={context}>
        <Badge size="sm" variant="light" color="gray">
          {t('ads.sponsored')}
        </Badge>
        {ad.image_url && <Image src={ad.image_url} alt="" radius="md" mah={260} fit="cover" />}
        {ad.subtitle && <Text>{ad.subtitle}</Text>}
        {ad.brand && (
          <Text size="sm" fw={600} c="dimmed">
            {ad.brand}
          </Text>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onClose} disabled={!closable} aria-live="polite">
            {closable
              ? t('ads.interstitial.close')
              : t('ads.interstitial.closeIn', { seconds: left })}
          </Button>
          <Button onClick={onOpen}>{ad.cta}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
