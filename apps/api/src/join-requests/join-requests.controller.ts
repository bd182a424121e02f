import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { decideJoinRequestSchema, joinRequestDtoSchema } from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestViews } from './join-request-views.service.js';
import { JoinRequestsService } from './join-requests.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { LIST, shape } from '../common/endpoint/endpoint-texts.js';

type Decision = z.output<typeof decideJoinRequestSchema>;

@Controller()
export class JoinRequestsController {
  constructor(
    private readonly requests: JoinRequestsService,
    private readonly requestViews: JoinRequestViews,
  ) {}

  @Endpoint({
    summary: 'Accept a join request',
    access: 'group-admin',
    description:
      'Issues a temporary invitation code (single use, 7 days), sent to the person as a ' +
      '`group_join_approved` notification and by e-mail. Audited.',
    errors: [
      'JOIN_REQUEST_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'GROUP_ADMIN_REQUIRED',
      'JOIN_REQUEST_DECIDED',
    ],
    response: joinRequestDtoSchema,
    success: { description: `The request, ${shape('JoinRequestDto')}.` },
  })
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

  @Endpoint({
    summary: 'Refuse a join request',
    access: 'group-admin',
    description:
      'The person cannot join by any door until an admin accepts a newer request. Audited.',
    errors: [
      'JOIN_REQUEST_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'GROUP_ADMIN_REQUIRED',
      'JOIN_REQUEST_DECIDED',
    ],
    response: joinRequestDtoSchema,
    success: { description: `The request, ${shape('JoinRequestDto')}.` },
  })
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

  @Endpoint({
    summary: "A person's join requests",
    access: 'signed-in',
    description:
      'The person themselves or a super admin. The owner also sees the temporary invitation ' +
      'code of an accepted request while it is valid.',
    errors: ['FORBIDDEN'],
    response: z.array(joinRequestDtoSchema),
    success: { description: LIST('JoinRequestDto') },
  })
  @Get('users/:id/join-requests')
  forUser(@CurrentUser() user: User, @Param('id') id: string) {
    return this.requestViews.listForUser(user, id);
  }
}
