import contentDisposition from 'content-disposition';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { proofUploadQuerySchema, type ProofUploadQuery } from '@tontine/contracts';
import { ClientIp, CurrentUser, type AuthedRequest } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PaymentProofsService } from './payment-proofs.service.js';
import { readProofUpload } from './proof-upload.js';

@Controller('contributions/:id/proofs')
export class PaymentProofsController {
  constructor(private readonly proofs: PaymentProofsService) {}

  /** Multipart, field `file`; `?source=camera` for a photo taken in the app. */
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

  @Get()
  list(@CurrentUser() user: User, @Param('id') id: string) {
    return this.proofs.list(user, id);
  }

  /** The file, typed as read from its bytes, never rendered as a page of the API's origin. */
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
