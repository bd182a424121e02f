import { Controller, Get, Query } from '@nestjs/common';
import {
  flaggedChatPageSchema,
  flaggedChatQuerySchema,
  type FlaggedChatQuery,
} from '@tontine/contracts';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FlaggedQueueViewsService } from './flagged-queue-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** The console's moderation queue across every group (super admins moderate every chat). */
@Controller('superadmin/chat')
export class SuperadminChatController {
  constructor(private readonly queue: FlaggedQueueViewsService) {}

  @Endpoint({
    summary: 'Reported messages of every group, for the console’s moderation queue',
    response: flaggedChatPageSchema,
    access: 'super-admin',
    description:
      'Messages with reports no moderator dismissed, newest first, with their group and ' +
      'sender. Delete and Ignore go through `/api/chat/messages/:id`.',
    parameters: { limit: 'Items per page.', cursor: 'The `nextCursor` of the previous page.' },
    success: {
      description: `${shape('FlaggedChatPage')}: \`{ items, nextCursor }\`, each item a ${shape('FlaggedChatMessageDto')}.`,
    },
  })
  @Get('flagged')
  flagged(@Query(new ZodPipe(flaggedChatQuerySchema)) query: FlaggedChatQuery) {
    return this.queue.page(query);
  }
}
