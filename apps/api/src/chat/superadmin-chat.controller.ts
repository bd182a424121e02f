import { Controller, Get, Query } from '@nestjs/common';
import { flaggedChatQuerySchema, type FlaggedChatQuery } from '@tontine/contracts';
import { SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FlaggedQueueViewsService } from './flagged-queue-views.service.js';

/** The console's moderation queue across every group (super admins moderate every chat). */
@SuperAdminOnly()
@Controller('superadmin/chat')
export class SuperadminChatController {
  constructor(private readonly queue: FlaggedQueueViewsService) {}

  @Get('flagged')
  flagged(@Query(new ZodPipe(flaggedChatQuerySchema)) query: FlaggedChatQuery) {
    return this.queue.page(query);
  }
}
