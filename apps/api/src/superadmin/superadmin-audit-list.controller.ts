import { Controller, Get, Query } from '@nestjs/common';
import { consoleAuditQuerySchema, type ConsoleAuditQuery } from '@tontine/contracts';
import { SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { ConsoleListsViews } from './console-lists-views.service.js';

/**
 * The audit tab's list. Operators' (super admins and support staff) once the `support` role
 * and its `@OperatorsOnly()` land; super admins only until then.
 */
@Controller('superadmin/audit')
export class SuperadminAuditListController {
  constructor(private readonly lists: ConsoleListsViews) {}

  @SuperAdminOnly()
  @Get()
  audit(@Query(new ZodPipe(consoleAuditQuerySchema)) query: ConsoleAuditQuery) {
    return this.lists.audit(query);
  }
}
