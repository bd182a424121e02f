import { z } from 'zod';

/**
 * The query of `POST /api/contributions/:id/proofs` (the file itself is the multipart field
 * `file`): how the receipt was taken, the camera or a file picked; `file` when left out.
 */
export const proofUploadQuerySchema = z.strictObject({
  source: z.enum(['camera', 'file'], { error: 'invalidValue' }).optional(),
});
export type ProofUploadQuery = z.infer<typeof proofUploadQuerySchema>;
