import type { MpesaShortcodePurpose } from '@tontine/contracts';
import type { MpesaConfig } from '../config/app-config.js';

/** A shortcode of the platform and what it is for. */
export interface PlatformShortcode {
  shortcode: string;
  purposes: MpesaShortcodePurpose[];
}

/**
 * The platform's shortcodes: the paybill that collects, and the B2C shortcode that pays out
 * when payouts are set up (listed once when it is the paybill itself).
 */
export function platformShortcodes(
  settings: Pick<MpesaConfig, 'shortcode' | 'b2cShortcode'>,
): PlatformShortcode[] {
  const { shortcode, b2cShortcode } = settings;
  if (!b2cShortcode || b2cShortcode === shortcode)
    return [{ shortcode, purposes: b2cShortcode ? ['paybill', 'b2c'] : ['paybill'] }];
  return [
    { shortcode, purposes: ['paybill'] },
    { shortcode: b2cShortcode, purposes: ['b2c'] },
  ];
}
