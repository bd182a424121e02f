import { PROOF_MAX_BYTES } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { readSingleFile, type UploadedFile } from '../common/single-file-upload.js';

/** The proof's one file (field `file`), whole, within PROOF_MAX_BYTES. */
export function readProofUpload(request: AuthedRequest): Promise<UploadedFile> {
  return readSingleFile(request, {
    maxBytes: PROOF_MAX_BYTES,
    field: 'file',
    tooLarge: 'PROOF_TOO_LARGE',
    notMultipart: 'PROOF_TYPE_REFUSED',
    noFile: 'MALFORMED_BODY',
  });
}
