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
  /**
   * On a phone, seven labels do not fit side by side: the most used pages sit in the bottom
   * bar with a short label, the others under its "Plus" menu with their full label.
   */
  phone: { short: `shell.short.${keyof AppTranslation['shell']['short']}` } | 'more';
}

/** The order of the documents' navigation list; the desktop side bar shows all of them. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard', label: 'nav.home', icon: IconHome, phone: { short: 'shell.short.home' } },
  { to: '/join-requests', label: 'nav.joinRequests', icon: IconUserPlus, phone: 'more' },
  {
    to: '/my-groups',
    label: 'nav.myGroups',
    icon: IconUsersGroup,
    phone: { short: 'shell.short.myGroups' },
  },
  {
    to: '/explore',
    label: 'nav.explore',
    icon: IconCompass,
    phone: { short: 'shell.short.explore' },
  },
  { to: '/crypto', label: 'nav.crypto', icon: IconWallet, phone: 'more' },
  {
    to: '/notifications',
    label: 'nav.notifications',
    icon: IconBell,
    phone: { short: 'shell.short.notifications' },
  },
  { to: '/settings', label: 'nav.settings', icon: IconSettings, phone: 'more' },
];

/** Whether `pathname` is the page of `to` or one below it (a group's chat under its page). */
export function isActiveLink(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
