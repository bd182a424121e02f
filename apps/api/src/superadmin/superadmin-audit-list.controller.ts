import { Controller, Get, Query } from '@nestjs/common';
import { consoleAuditQuerySchema, type ConsoleAuditQuery } from '@tontine/contracts';
import { OperatorsOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { ConsoleListsViews } from './console-lists-views.service.js';

/** The audit tab's list: operators' (super admins and support staff, who see only this tab). */
@Controller('superadmin/audit')
export class SuperadminAuditListController {
  constructor(private readonly lists: ConsoleListsViews) {}

  @OperatorsOnly()
  @Get()
  audit(@Query(new ZodPipe(consoleAuditQuerySchema)) query: ConsoleAuditQuery) {
    return this.lists.audit(query);
  }
}
