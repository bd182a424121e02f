import { Badge, Button, Card, Group } from '@mantine/core';
import type { AdDto, NativePlacement } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { AdCreative } from './ad-creative';

/** The native sponsored card placed among a list's items, marked as sponsored. */
export function NativeAdCard({
  ad,
  placement,
  onOpen,
}: {
  ad: AdDto;
  placement: NativePlacement;
  onOpen: () => void;
}) {
  const { t } = useAdsTranslation();
  return (
    <Card
      component="aside"
      aria-label={t('ads.adLabel')}
      data-ad-type="native"
      data-placement={placement}
      withBorder
      radius="md"
      padding="md"
    >
      <Group justify="space-between" mb="xs">
        <Badge size="sm" variant="light" color="gray">
          {t('ads.sponsored')}
        </Badge>
      </Group>
      <AdCreative ad={ad} imageSize={72} />
      <Button
        mt="sm"
        size="xs"
        variant="light"
        onClick={onOpen}
        style={{ alignSelf: 'flex-start' }}
      >
        {ad.cta}
      </Button>
    </Card>
  );
}
