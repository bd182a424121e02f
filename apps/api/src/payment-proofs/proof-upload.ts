import { PROOF_MAX_BYTES } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';

export interface ProofUpload {
  bytes: Buffer;
  fileName: string;
}

/**
 * The one file (field `file`) of a multipart upload, whole, within PROOF_MAX_BYTES (the plugin's
 * default limit is the profile photo's: this call raises it for this route only). A body that is
 * not multipart, or holds no file, is refused as malformed.
 */
export async function readProofUpload(request: AuthedRequest): Promise<ProofUpload> {
  if (!request.isMultipart()) throw new DomainError('PROOF_TYPE_REFUSED');
  try {
    const part = await request.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new DomainError('MALFORMED_BODY');
    const bytes = await part.toBuffer();
    // When the bytes read reach the limit exactly and the rest arrives in a later chunk, the
    // parser cuts the file without toBuffer's error: a truncated file is refused here.
    if (part.file.truncated) throw new DomainError('PROOF_TOO_LARGE');
    return { bytes, fileName: part.filename };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('PROOF_TOO_LARGE');
    }
    // Only the multipart parser runs above: what it cannot read is the client's body.
    throw new DomainError('MALFORMED_BODY');
  }
}
