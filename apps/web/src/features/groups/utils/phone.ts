/** The country code a number without one is taken to have (Kenya's). */
export const DEFAULT_PHONE_PREFIX = '+254';

/**
 * How Call Admin dials: keep the digits and '+'; without a leading '+', drop a
 * leading 0 and prepend +254. An empty result means there is no number to call.
 */
export function normalizeAdminPhone(raw: string | null | undefined): string | null {
  const kept = (raw ?? '').replace(/[^\d+]/g, '');
  if (!/\d/.test(kept)) return null;
  if (kept.startsWith('+')) return `+${kept.slice(1).replace(/\+/g, '')}`;
  const digits = kept.replace(/\+/g, '').replace(/^0/, '');
  return `${DEFAULT_PHONE_PREFIX}${digits}`;
}

/** A phone or tablet, where tel: links open the dialer. */
export function isMobileDevice(userAgent = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
