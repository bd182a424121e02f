import { PROFILE_PHOTO_MAX_BYTES } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';

/** The one file of a multipart upload, whole, within the photo limit. */
export async function readSinglePhoto(request: AuthedRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('PHOTO_NOT_IMAGE');
  try {
    const part = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
    if (!part) throw new DomainError('PHOTO_NOT_IMAGE');
    const bytes = await part.toBuffer();
    // A file cut at the limit without toBuffer's error (proof-upload.ts says when).
    if (part.file.truncated) throw new DomainError('PHOTO_TOO_LARGE');
    return bytes;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('PHOTO_TOO_LARGE');
    }
    // Only the multipart parser runs above: what it cannot read (no boundary, a body cut short,
    // a broken part header, too many parts) is the client's body, not a fault of ours.
    throw new DomainError('MALFORMED_BODY');
  }
}
