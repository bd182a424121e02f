import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { decideJoinRequestSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestViews } from './join-request-views.service.js';
import { JoinRequestsService } from './join-requests.service.js';

type Decision = z.output<typeof decideJoinRequestSchema>;

@Controller()
export class JoinRequestsController {
  constructor(
    private readonly requests: JoinRequestsService,
    private readonly requestViews: JoinRequestViews,
  ) {}

  @Post('join-requests/:id/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(decideJoinRequestSchema)) body: Decision,
  ) {
    return this.requests.accept(user, id, body.admin_response, ip);
  }

  @Post('join-requests/:id/reject')
  @HttpCode(200)
  reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(decideJoinRequestSchema)) body: Decision,
  ) {
    return this.requests.reject(user, id, body.admin_response, ip);
  }

  @Get('users/:id/join-requests')
  forUser(@CurrentUser() user: User, @Param('id') id: string) {
    return this.requestViews.listForUser(user, id);
  }
}
