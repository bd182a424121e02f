import { z } from 'zod';
import { AD_PAGES } from './ads.js';
import type { DesktopApiResponse } from './desktop-bridge.js';

/**
 * Additions to the frozen ads contracts (ads.ts) that the API and the console need: the query of
 * `GET /api/ads`, and the limits of an uploaded ad image.
 */

/** `GET /api/ads?page=…`. */
export const adsQuerySchema = z.strictObject({
  page: z.enum(AD_PAGES, { error: 'invalidValue' }),
});
export type AdsQuery = z.output<typeof adsQuerySchema>;

/** An ad image (`POST /api/superadmin/ad-images`): at most 2 MB, typed from its bytes. */
export const AD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * The console's image upload, beside the desktop bridge (desktop-bridge.ts): the renderer reads
 * the chosen file and hands its bytes over; main (or the browser at /console) sends them as
 * multipart to `POST /api/superadmin/ad-images` with the session's token and answers the API's
 * answer (an `AdImageDto` on 201).
 */
export interface AdImageUploadBridge {
  uploadAdImage(bytes: Uint8Array, fileName: string): Promise<DesktopApiResponse>;
}
export const AD_IMAGE_UPLOAD_CHANNEL = 'desktop:upload-ad-image';
