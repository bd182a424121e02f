import { Controller, Get, Param, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { ClientIp, CurrentUser, OperatorsOnly } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { ExportViews } from './export-views.service.js';

/**
 * The console's exports: a CSV (or a ZIP of CSVs) streamed from the database. Operators reach
 * it; the service lets support staff export the audit trail and nothing else.
 */
@OperatorsOnly()
@Controller('superadmin/export')
export class ExportController {
  constructor(private readonly exports: ExportViews) {}

  @Get(':kind')
  async export(
    @CurrentUser() caller: User,
    @ClientIp() ip: string,
    @Param('kind') kind: string,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.exports.export(caller, kind, ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.stream);
  }
}
