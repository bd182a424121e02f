import contentDisposition from 'content-disposition';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  paymentProofDtoSchema,
  proofUploadQuerySchema,
  type ProofUploadQuery,
} from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser, type AuthedRequest } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PaymentProofsService } from './payment-proofs.service.js';
import { readProofUpload } from './proof-upload.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';

@Controller('contributions/:id/proofs')
export class PaymentProofsController {
  constructor(private readonly proofs: PaymentProofsService) {}

  /** Multipart, field `file`; `?source=camera` for a photo taken in the app. */
  @Endpoint({
    summary: 'Attach a proof of payment',
    access: 'signed-in',
    description:
      'The payer only, while the contribution waits for validation. An image, PDF, Word ' +
      'document or text of at most 10 MB, typed from its bytes whatever its name; stored ' +
      'outside the web root. At most 5 per contribution and 100 MB per member over 30 days.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    },
    parameters: {
      source: '`camera` for a photo taken in the app, `file` (the default) otherwise.',
    },
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'FORBIDDEN',
      'PROOF_CONTRIBUTION_NOT_PENDING',
      'PROOF_TOO_LARGE',
      'PROOF_TYPE_REFUSED',
      'PROOFS_PER_CONTRIBUTION_REACHED',
      'PROOF_BYTES_PER_MEMBER_REACHED',
      'MALFORMED_BODY',
    ],
    response: paymentProofDtoSchema,
    success: { description: 'The proof, `PaymentProofDto` (@tontine/contracts).' },
  })
  @Post()
  @HttpCode(201)
  async upload(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query(new ZodPipe(proofUploadQuerySchema)) query: ProofUploadQuery,
    @Req() request: AuthedRequest,
  ) {
    return this.proofs.upload(user, id, await readProofUpload(request), query.source ?? 'file');
  }

  @Endpoint({
    summary: "A contribution's proofs of payment",
    access: 'signed-in',
    description: 'For the payer, the group’s admins and super admins; oldest first.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'FORBIDDEN'],
    response: z.array(paymentProofDtoSchema),
    success: { description: 'A list of `PaymentProofDto` (@tontine/contracts).' },
  })
  @Get()
  list(@CurrentUser() user: User, @Param('id') id: string) {
    return this.proofs.list(user, id);
  }

  /** The file, typed as read from its bytes, never rendered as a page of the API's origin. */
  @Endpoint({
    summary: 'The file of a proof of payment',
    access: 'signed-in',
    description:
      'For the payer, the group’s admins and super admins (a super admin who does not run the ' +
      'group is audited). Images inline, anything else as an attachment; never sniffed.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'FORBIDDEN', 'PROOF_NOT_FOUND'],
    success: {
      description:
        'The file, with its type read from its bytes and its name in Content-Disposition.',
      status: 200,
      mediaTypes: [
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/webp',
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
      ],
    },
  })
  @Get(':proofId')
  async file(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('proofId') proofId: string,
    @ClientIp() ip: string,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.proofs.read(user, id, proofId, ip);
    // Images open in place (the admins' preview); anything else is a download.
    const inline = file.mime.startsWith('image/');
    return reply
      .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
      .header(
        'content-disposition',
        contentDisposition(file.fileName, { type: inline ? 'inline' : 'attachment' }),
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  }

  @Endpoint({
    summary: 'Take a proof of payment back',
    access: 'signed-in',
    description: 'The payer only, while the contribution waits for validation.',
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'FORBIDDEN',
      'PROOF_NOT_FOUND',
      'PROOF_CONTRIBUTION_NOT_PENDING',
    ],
    success: { description: 'Nothing: 204.' },
  })
  @Delete(':proofId')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('proofId') proofId: string,
  ): Promise<void> {
    await this.proofs.remove(user, id, proofId);
  }
}
