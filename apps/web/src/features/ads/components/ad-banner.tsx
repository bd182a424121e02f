import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import type { AdDto } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { AdCreative } from './ad-creative';

export type BannerPosition = 'top' | 'bottom';

interface AdBannerProps {
  ad: AdDto;
  position: BannerPosition;
  /** The member opened the ad (its call to action or its content). */
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The banner of 000 §2: at the top or the bottom of the page, collapsible (only its
 * "Sponsored" bar stays) and closable.
 */
export function AdBanner({ ad, position, onOpen, onClose }: AdBannerProps) {
  const { t } = useAdsTranslation();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Paper
      component="aside"
      aria-label={t('ads.adLabel')}
      data-ad-type="banner"
      data-position={position}
      withBorder
      radius="md"
      p="xs"
      mt={position === 'bottom' ? 'md' : 0}
      mb={position === 'top' ? 'md' : 0}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Badge size="sm" variant="light" color="gray">
          {t('ads.sponsored')}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={collapsed ? t('ads.banner.expand') : t('ads.banner.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('ads.banner.close')}
            onClick={onClose}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {!collapsed && (
        <Group justify="space-between" align="center" mt="xs" gap="sm">
          <AdCreative ad={ad} imageSize={56} />
          <Button size="xs" variant="light" onClick={onOpen}>
            {ad.cta}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
