import type { ErrorCode } from '@tontine/contracts';
import type { AuthedRequest } from '../auth/access.decorators.js';
import { DomainError } from './domain-error.js';

export interface SingleFileRules {
  maxBytes: number;
  /** The field the file must come in; any field when absent. */
  field?: string;
  tooLarge: ErrorCode;
  notMultipart: ErrorCode;
  noFile: ErrorCode;
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * The one file of a multipart upload, whole, within `maxBytes` (the plugin's default limit is
 * the profile photo's: this call sets it for the route). What the parser cannot read is the
 * client's body, refused as malformed.
 */
export async function readSingleFile(
  request: AuthedRequest,
  rules: SingleFileRules,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError(rules.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!part || (rules.field !== undefined && part.fieldname !== rules.field))
      throw new DomainError(rules.noFile);
    const bytes = await part.toBuffer();
    // toBuffer raises its size error only for a chunk that comes after the parser cut the file;
    // when the bytes read reach the limit exactly and the rest comes in a later chunk, the file
    // is only marked truncated.
    if (part.file.truncated) throw new DomainError(rules.tooLarge);
    return { bytes, fileName: part.filename };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(rules.tooLarge);
    throw new DomainError('MALFORMED_BODY');
  }
}
