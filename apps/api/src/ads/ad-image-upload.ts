import { AD_IMAGE_MAX_BYTES } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { readSingleFile } from '../common/single-file-upload.js';

/** The one file of a multipart upload, whole, within the ad image limit. */
export async function readSingleAdImage(request: AuthedRequest): Promise<Buffer> {
  const { bytes } = await readSingleFile(request, {
    maxBytes: AD_IMAGE_MAX_BYTES,
    tooLarge: 'PHOTO_TOO_LARGE',
    notMultipart: 'PHOTO_NOT_IMAGE',
    noFile: 'PHOTO_NOT_IMAGE',
  });
  return bytes;
}
