import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  consoleMpesaStatementsQuerySchema,
  consolePageSchema,
  mpesaFloatBalanceSchema,
  mpesaStatementDtoSchema,
  mpesaStatementImportSchema,
  mpesaStatementSummarySchema,
  type ConsoleMpesaStatementsQuery,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { CONSOLE_PAGE, CONSOLE_PAGE_PARAMETERS, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaBalanceService } from './mpesa-balance.service.js';
import { MpesaStatementsService } from './mpesa-statements.service.js';

const FLOAT = `Each shortcode's float, ${shape('MpesaFloatBalance')}: its last balance and its last query.`;

/**
 * The super admins' M-Pesa money: the float of the platform's shortcodes (Safaricom's Account
 * Balance API) and the reconciliation with the statements Safaricom's M-Pesa business portal
 * exports (decision 0061).
 */
@Controller('superadmin/mpesa')
export class MpesaMoneyController {
  constructor(
    private readonly balance: MpesaBalanceService,
    private readonly statements: MpesaStatementsService,
    private readonly daraja: DarajaClient,
  ) {}

  @Endpoint({
    summary: 'The M-Pesa float',
    access: 'super-admin',
    description:
      "The paybill's and, when payouts are set up, the B2C shortcode's last balance as " +
      "Safaricom answered it, with the time of the answer, and each one's last query (pending " +
      'while Safaricom has not answered).',
    errors: ['MPESA_UNAVAILABLE'],
    response: mpesaFloatBalanceSchema,
    success: { description: FLOAT },
  })
  @Get('balance')
  float() {
    this.daraja.assertConfigured();
    return this.balance.snapshot();
  }

  @Endpoint({
    summary: 'Ask Safaricom for the M-Pesa float',
    access: 'super-admin',
    description:
      "An Account Balance query for each of the platform's shortcodes. Daraja acknowledges at " +
      'once and posts each balance to the account-balance callback a few seconds later: read ' +
      '`GET /api/superadmin/mpesa/balance` until the query is no longer pending. Audited.',
    errors: ['MPESA_UNAVAILABLE', 'MPESA_REFUSED', 'MPESA_SERVICE_UNAVAILABLE'],
    response: mpesaFloatBalanceSchema,
    success: { description: `${FLOAT} The new queries are pending.` },
  })
  @Post('balance')
  @HttpCode(202)
  ask(@CurrentUser() user: User, @ClientIp() ip: string) {
    return this.balance.ask(user, ip);
  }

  @Endpoint({
    summary: 'The imported M-Pesa statements',
    access: 'super-admin',
    parameters: CONSOLE_PAGE_PARAMETERS,
    errors: ['MPESA_UNAVAILABLE'],
    response: consolePageSchema(mpesaStatementSummarySchema),
    success: { description: CONSOLE_PAGE('MpesaStatementSummary') },
  })
  @Get('statements')
  list(@Query(new ZodPipe(consoleMpesaStatementsQuerySchema)) query: ConsoleMpesaStatementsQuery) {
    this.daraja.assertConfigured();
    return this.statements.list(query);
  }

  @Endpoint({
    summary: 'Import an M-Pesa statement and reconcile it',
    access: 'super-admin',
    description:
      "Body `{ file_name, content, shortcode? }`: the CSV that Safaricom's M-Pesa business " +
      'portal exports for a shortcode, as text (at most `MPESA_STATEMENT_MAX_BYTES`, 768 KiB). ' +
      'Over the period the statement covers, answers every line that matches no record (a ' +
      'receipt the platform does not know, or knows with another amount or direction) and ' +
      'every record (paid STK push, confirmed paybill payment, paid payout) without its line. ' +
      'Kept, with the file name and SHA-256, to be reopened. Audited.',
    errors: [
      'MPESA_UNAVAILABLE',
      'MPESA_STATEMENT_INVALID',
      'MPESA_STATEMENT_TOO_LARGE',
      'MPESA_STATEMENT_WRONG_SHORTCODE',
    ],
    response: mpesaStatementDtoSchema,
    success: { description: `The import, ${shape('MpesaStatementDto')}.` },
  })
  @Post('statements')
  importStatement(
    @CurrentUser() user: User,
    @Body(new ZodPipe(mpesaStatementImportSchema))
    body: z.output<typeof mpesaStatementImportSchema>,
    @ClientIp() ip: string,
  ) {
    return this.statements.import(user, body, ip);
  }

  @Endpoint({
    summary: 'An imported M-Pesa statement',
    access: 'super-admin',
    description: 'The import with its unmatched lines and records, as it was made.',
    errors: ['MPESA_UNAVAILABLE', 'MPESA_STATEMENT_NOT_FOUND'],
    response: mpesaStatementDtoSchema,
    success: { description: `The import, ${shape('MpesaStatementDto')}.` },
  })
  @Get('statements/:id')
  one(@Param('id') id: string) {
    this.daraja.assertConfigured();
    return this.statements.one(id);
  }
}
