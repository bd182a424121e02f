import { AD_RESTRICTED_PAGES, type AdPage } from '@tontine/contracts';

/**
 * The ad page (contracts' AD_PAGES) a client path is, or null for a page the documents give no
 * ad page (notifications, onboarding, …). The group page holds the payments, the member list
 * and its exclusion, and the admins' validation queue: it counts as member management, a
 * restricted page (decision 0037). The crypto wallet sends money: a transaction page.
 */
export function adPageOfPath(pathname: string): AdPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return 'home';
  if (path === '/explore' || path === '/search') return 'discover';
  if (path === '/my-groups' || path === '/groups') return 'groups';
  if (path === '/join-requests') return 'join-requests';
  if (/^\/groups\/[^/]+\/chat$/.test(path)) return 'chat';
  if (/^\/groups\/[^/]+$/.test(path)) return 'member-management';
  if (path === '/payments' || path === '/mpesa' || path.startsWith('/crypto-pay/'))
    return 'payment';
  if (path === '/crypto') return 'transaction';
  if (path === '/settings') return 'security-settings';
  return null;
}

/** A page where no ad is ever shown, nor even asked for. */
export function isRestrictedPage(page: AdPage | null): boolean {
  return page !== null && AD_RESTRICTED_PAGES.includes(page);
}

/** The page asked about, or null when the client must not ask (restricted or unknown). */
export function askablePage(pathname: string): AdPage | null {
  const page = adPageOfPath(pathname);
  return page === null || isRestrictedPage(page) ? null : page;
}

/**
 * The main section a path belongs to (the navigation's entries): moving from one to another
 * is a "transition" (decision 0037).
 */
export function sectionOfPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (first === 'groups' || first === 'my-groups') return 'groups';
  if (first === 'search' || first === 'explore') return 'explore';
  if (first === 'crypto' || first === 'crypto-pay' || first === 'payments' || first === 'mpesa')
    return 'payments';
  return first;
}
