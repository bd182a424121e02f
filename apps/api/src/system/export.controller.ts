import { Controller, Get, Param, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { ExportViews } from './export-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';

/**
 * The console's exports: a CSV (or a ZIP of CSVs) streamed from the database. Operators: support
 * staff export the audit trail only, which the service checks by kind.
 */
@Controller('superadmin/export')
export class ExportController {
  constructor(private readonly exports: ExportViews) {}

  @Endpoint({
    summary: 'Export data as CSV',
    access: 'operators',
    description:
      'Kinds all, users, groups, payments, audit, database. Streamed from a database cursor; ' +
      'formula cells escaped, UTF-8 mark; several tables as a ZIP of one CSV each. No ' +
      'password hash, two-factor secret or token. Audited. Support staff export `audit` only.',
    errors: ['EXPORT_KIND_UNKNOWN', 'SUPPORT_ACCESS_DENIED'],
    success: {
      description: 'The file, named `<kind>-YYYY-MM-DD.csv` or `.zip`.',
      status: 200,
      mediaTypes: ['text/csv', 'application/zip'],
    },
  })
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
