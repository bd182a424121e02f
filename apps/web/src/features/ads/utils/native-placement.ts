import { NATIVE_EVERY, type AdDto } from '@tontine/contracts';

/** A native card follows the item whose 1-based position is a positive multiple of 3. */
export function isNativePosition(position: number): boolean {
  return Number.isInteger(position) && position > 0 && position % NATIVE_EVERY === 0;
}

/** The card after `position`: the page's native ads in turn (the 1st slot the 1st ad, …). */
export function nativeAdAt(native: readonly AdDto[], position: number): AdDto | null {
  if (!isNativePosition(position) || native.length === 0) return null;
  const slot = position / NATIVE_EVERY - 1;
  return native[slot % native.length] ?? null;
}
