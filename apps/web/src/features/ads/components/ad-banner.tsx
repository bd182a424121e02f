import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import type { AdDto } from '@tontine/contracts';
import { useAdsTranslation } from '../ads-texts';
import { AdCreative } from './ad-creative';

interface AdBannerProps {
  ad: AdDto;
  /** The member opened the ad (its call to action or its content). */
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Where the banner floats: at the top of the page's area, under the fixed header (and the
 * offline banner when it is shown), beside the desktop's side bar. It arrives seconds after the
 * page is drawn, so it must move nothing: in the page's flow it would push every page down under
 * the member's finger and the chat's composer below the screen. Floating at the top, it never
 * covers the composer nor the phone's bottom bar; the member collapses it to its "Sponsored" bar
 * or closes it to read what it covers.
 */
const FLOATING_AT_TOP = {
  top: 'calc(var(--app-shell-header-offset, 0rem) + var(--offline-banner-height, 0px) + var(--mantine-spacing-xs))',
  insetInlineStart: 'calc(var(--app-shell-navbar-offset, 0rem) + var(--mantine-spacing-md))',
  insetInlineEnd: 'var(--mantine-spacing-md)',
  // Above the page, under the header's menus, the modals and the toasts.
  zIndex: 150,
} as const;

/**
 * The documents' banner: at the top of the page, collapsible (only its "Sponsored" bar stays)
 * and closable. It floats over the page instead of taking a place in it (see FLOATING_AT_TOP);
 * a banner at the bottom would cover the composer or the bottom bar, so none is offered.
 */
export function AdBanner({ ad, onOpen, onClose }: AdBannerProps) {
  const { t } = useAdsTranslation();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Paper
      component="aside"
      aria-label={t('ads.adLabel')}
      data-ad-type="banner"
      data-position="top"
      withBorder
      shadow="md"
      radius="md"
      p="xs"
      pos="fixed"
      style={FLOATING_AT_TOP}
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
