import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  recordAuditEventSchema,
  recordedAuditEntrySchema,
  auditVerifyResultSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { AuditService } from '../audit/audit.service.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** The audit trail's writes and checks that support staff may use too. */
@Controller('superadmin/audit')
export class OperatorAuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * A console event, recorded under the caller's session and address: the identity and time
   * the console sends in the body are not taken (the schema accepts and drops them).
   */
  @Endpoint({
    summary: 'Record a console event in the audit trail',
    access: 'operators',
    description:
      "Recorded under the caller's session and address. `admin_id`, `admin_name` and " +
      '`timestamp` in the body (the console sends them) are accepted and ignored.',
    response: recordedAuditEntrySchema,
    success: { description: `The entry, ${shape('RecordedAuditEntry')}.` },
  })
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

  @Endpoint({
    summary: 'Verify the audit hash chain',
    access: 'operators',
    description:
      'Walks every entry in order of position and recomputes its hash: `firstBroken` names the ' +
      'first entry changed (`changed`, or `rehashed` when its hash was recomputed), removed ' +
      '(`removed`: the entry after the gap, or `id` null at the end) or written beside the chain ' +
      '(`inserted`).',
    response: auditVerifyResultSchema,
    success: { description: `${shape('AuditVerifyResult')}.` },
  })
  @Get('verify')
  verify() {
    return this.audit.verify();
  }
}
