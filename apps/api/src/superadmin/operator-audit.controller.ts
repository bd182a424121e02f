import { Body, Controller, Get, Post } from '@nestjs/common';
import { recordAuditEventSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser, OperatorsOnly } from '../auth/access.decorators.js';
import { AuditService } from '../audit/audit.service.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';

/** The audit trail's writes and checks that support staff may use too. */
@OperatorsOnly()
@Controller('superadmin/audit')
export class OperatorAuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * A console event, recorded under the caller's session and address: the identity and time
   * the console sends in the body are not taken (the schema accepts and drops them).
   */
  @Post()
  async record(
    @CurrentUser() operator: User,
    @Body(new ZodPipe(recordAuditEventSchema)) body: z.output<typeof recordAuditEventSchema>,
    @ClientIp() ip: string,
  ) {
    const entry = await this.audit.append(operator, {
      action: body.action,
      details: body.details,
      category: body.category,
      ip,
    });
    return this.audit.toDto(entry);
  }

  @Get('verify')
  verify() {
    return this.audit.verify();
  }
}
