import { CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { Controller, Get, Query } from '@nestjs/common';
import {
  consoleAuditQuerySchema,
  type ConsoleAuditQuery,
  consolePageSchema,
  consoleAuditRowSchema,
} from '@tontine/contracts';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { CONSOLE_PAGE, CONSOLE_PAGE_PARAMETERS } from '../common/endpoint/endpoint-texts.js';

/** The audit tab's list: the operators' (super admins and support staff, least privilege). */
@Controller('superadmin/audit')
export class SuperadminAuditListController {
  constructor(private readonly lists: ConsoleListsViews) {}

  @Endpoint({
    summary: 'The audit trail',
    access: 'operators',
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      category: 'One of the categories of the audit entries.',
      q: 'Part of the action, the details or the admin name, whatever its case.',
    },
    response: consolePageSchema(consoleAuditRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleAuditRow') },
  })
  @Get()
  audit(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consoleAuditQuerySchema)) query: ConsoleAuditQuery,
  ) {
    return this.lists.audit(caller.id, query);
  }
}
