import { AD_IMAGE_MAX_BYTES } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';

/** The one file of a multipart upload, whole, within the ad image limit. */
export async function readSingleAdImage(request: AuthedRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('PHOTO_NOT_IMAGE');
  try {
    const part = await request.file({ limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1 } });
    if (!part) throw new DomainError('PHOTO_NOT_IMAGE');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new DomainError('PHOTO_TOO_LARGE');
    return bytes;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('PHOTO_TOO_LARGE');
    }
    // What the multipart parser cannot read is the client's body, not a fault of ours.
    throw new DomainError('MALFORMED_BODY');
  }
}
