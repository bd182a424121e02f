import contentDisposition from 'content-disposition';
import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY } from '../common/endpoint/endpoint-texts.js';
import type { User } from '../users/user.entity.js';
import { StatementPdfsService, type PdfFile } from './statement-pdfs.service.js';

const PDF_FILE = {
  description: 'A PDF file (fonts embedded), streamed, named in Content-Disposition.',
  status: 200,
  mediaTypes: ['application/pdf'],
};

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.filename))
    .send(file.stream);
}

@Controller()
export class StatementsController {
  constructor(private readonly pdfs: StatementPdfsService) {}

  @Endpoint({
    summary: "The caller's statement of a group as PDF",
    access: 'group-member',
    description:
      'In the caller’s language (fr, en or sw): every cycle from the first to the current one ' +
      'with its due date, the amount due, the approved payments (date, method, M-Pesa receipt ' +
      'or transaction), the cycle’s late fine and its state; the pots the caller received; the ' +
      'totals of contributions paid, fines paid and payouts received.',
    errors: [...MEMBERS_ONLY],
    success: PDF_FILE,
  })
  @Get('groups/:id/statement.pdf')
  async statement(@CurrentUser() user: User, @Param('id') id: string, @Res() reply: FastifyReply) {
    return sendPdf(reply, await this.pdfs.memberStatement(user, id));
  }

  @Endpoint({
    summary: 'The group report as PDF',
    access: 'group-treasurer',
    description:
      'In the caller’s language (fr, en or sw): the group and its rules, then every cycle ' +
      'with its beneficiary, each expected payer’s standing and amount, the pot, the payout ' +
      '(date, method, receipt) and the cycle’s fines; the group’s fund and the totals.',
    errors: [...GROUP_ADMINS_ONLY],
    success: PDF_FILE,
  })
  @Get('groups/:id/report.pdf')
  async report(@CurrentUser() user: User, @Param('id') id: string, @Res() reply: FastifyReply) {
    return sendPdf(reply, await this.pdfs.groupReport(user, id));
  }
}
