import { PROOF_MIME_TYPES, type ProofMimeType } from '@tontine/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** The extension a stored proof and its download name take, by type. */
export const PROOF_EXTENSIONS: Record<ProofMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** "WordDocument", the stream every Word 97–2003 file holds, as a CFB directory names it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Plain text: valid UTF-8 with no control character but tab, line feed, form feed and carriage
 * return. A binary (an executable, an archive) fails on its first NUL byte.
 */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The proof's type read from its bytes, never from its name or the header the client sent; null
 * when it is none of PROOF_MIME_TYPES (an .exe renamed .pdf, an archive, an empty file).
 */
export async function detectProofType(bytes: Buffer): Promise<ProofMimeType | null> {
  if (bytes.length === 0) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if ((PROOF_MIME_TYPES as readonly string[]).includes(found.mime)) {
      return found.mime as ProofMimeType;
    }
    // A Word 97–2003 document is a compound file (like .xls, .msi): only one with Word's stream.
    if (found.mime === 'application/x-cfb' && bytes.includes(WORD_STREAM)) {
      return 'application/msword';
    }
    return null;
  }
  return isPlainText(bytes) ? 'text/plain' : null;
}
