import {
  IconBell,
  IconCompass,
  IconHome,
  IconSettings,
  IconUserPlus,
  IconUsersGroup,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { AppTranslation } from '../../lib/i18n-resources';

/** The navigation bar lists only the pages that exist, none that would lead nowhere. */
export interface NavLinkItem {
  to: string;
  label: `nav.${keyof AppTranslation['nav']}`;
  icon: Icon;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard', label: 'nav.home', icon: IconHome },
  { to: '/join-requests', label: 'nav.joinRequests', icon: IconUserPlus },
  { to: '/my-groups', label: 'nav.myGroups', icon: IconUsersGroup },
  { to: '/explore', label: 'nav.explore', icon: IconCompass },
  { to: '/crypto', label: 'nav.crypto', icon: IconWallet },
  { to: '/notifications', label: 'nav.notifications', icon: IconBell },
  { to: '/settings', label: 'nav.settings', icon: IconSettings },
];
