import type { ReactNode } from 'react';
import { AppShell, Badge, Group, NavLink, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserDto } from '@tontine/contracts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications';
import { AdsLayer } from './ads-layer';
import { BottomNav } from './bottom-nav';
import { isActiveLink, NAV_LINKS } from './nav-links';

/**
 * The fixed header and side bar start under the offline banner, which takes its own place at
 * the top of the window while offline (components/offline-banner.tsx publishes its height).
 */
const BELOW_OFFLINE_BANNER = {
  header: { top: 'var(--offline-banner-height, 0px)' },
  navbar: {
    top: 'calc(var(--app-shell-header-offset, 0rem) + var(--offline-banner-height, 0px))',
    height:
      'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - var(--offline-banner-height, 0px))',
  },
} as const;

/**
 * The member shell: a side bar on desktop, a bottom bar on mobile. Only one of them is
 * rendered so that every link exists once on the page.
 */
export function MemberShell({ user, children }: { user: UserDto; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Read during the first render: a phone must not build the side bar once, then drop it.
  const mobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const roleLabel = user.role === 'admin' ? t('roles.admin') : t('roles.member');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: !mobile }}
      padding="md"
      styles={BELOW_OFFLINE_BANNER}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Text fw={800} fz="lg" c="teal.9">
            {t('app.name')}
          </Text>
          <Group gap="sm">
            {!mobile && <Badge variant="light">{roleLabel}</Badge>}
            <NotificationBell />
          </Group>
        </Group>
      </AppShell.Header>
      {!mobile && (
        <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')}>
          {NAV_LINKS.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(label)}
              leftSection={<Icon size={18} aria-hidden />}
              active={isActiveLink(pathname, to)}
              aria-current={isActiveLink(pathname, to) ? 'page' : undefined}
            />
          ))}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <AdsLayer>{children}</AdsLayer>
      </AppShell.Main>
      {mobile && (
        <AppShell.Footer component="nav" aria-label={t('nav.label')}>
          <BottomNav />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
