import { z } from 'zod';

/**
 * Proof of payment: a receipt photo from the camera or a file, attached
 * to the payer's pending contribution. Checked by content on the server, stored outside the web
 * root, served to the payer, the group's admins and super admins.
 */

/** A proof's size limit: 10 MB (10,485,760 bytes). */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
/** Receipts one contribution may hold at once (decision 0034: bounded proof storage). */
export const PROOFS_PER_CONTRIBUTION_MAX = 5;
/** The bytes of receipts one member may send within PROOF_BYTES_WINDOW_DAYS: ten of the largest. */
export const PROOF_BYTES_PER_MEMBER_MAX = 100 * 1024 * 1024;
export const PROOF_BYTES_WINDOW_DAYS = 30;
/** Accepted files: images, pdf, doc, docx, txt; the server checks the content, not the name. */
export const PROOF_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type ProofMimeType = (typeof PROOF_MIME_TYPES)[number];
/** What the file picker offers. */
export const PROOF_ACCEPT = 'image/*,.pdf,.doc,.docx,.txt';
/** The camera's JPEG quality. */
export const PROOF_PHOTO_JPEG_QUALITY = 0.8;

export const PROOF_SOURCES = ['camera', 'file'] as const;

/** `POST /api/contributions/:id/proofs` (multipart, field `file`) answers it; `GET …/proofs/:proofId` serves the file. */
export const paymentProofDtoSchema = z.strictObject({
  id: z.string(),
  contribution_id: z.string(),
  file_name: z.string(),
  mime_type: z.enum(PROOF_MIME_TYPES),
  size: z.number(),
  /** How it was taken: the camera or a file. */
  source: z.enum(PROOF_SOURCES),
  /** Where the file is served (with the caller's token). */
  url: z.string(),
  created_at: z.string(),
});
export type PaymentProofDto = z.output<typeof paymentProofDtoSchema>;
