import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  joinRequestSchema,
  joinWithInvitationCodeSchema,
  joinWithPermanentCodeSchema,
  successMessage,
  type JoinWithInvitationCodeResponse,
  type JoinWithPermanentCodeResponse,
  type RequestJoinResponse,
  type SendJoinRequestResponse,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestViews } from './join-request-views.service.js';
import { JoinRequestsService } from './join-requests.service.js';
import { JoiningService } from './joining.service.js';

/** The ways into a group: its permanent code, a temporary code, a request, a public join. */
@Controller('groups')
export class JoiningController {
  constructor(
    private readonly joining: JoiningService,
    private readonly requests: JoinRequestsService,
    private readonly requestViews: JoinRequestViews,
  ) {}

  @Post('join-with-permanent-code')
  @HttpCode(200)
  joinWithPermanentCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithPermanentCodeSchema))
    body: z.output<typeof joinWithPermanentCodeSchema>,
  ): Promise<JoinWithPermanentCodeResponse> {
    return this.joining.withPermanentCode(user, body.permanent_code);
  }

  @Post('join')
  @HttpCode(200)
  joinWithInvitationCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithInvitationCodeSchema))
    body: z.output<typeof joinWithInvitationCodeSchema>,
  ): Promise<JoinWithInvitationCodeResponse> {
    return this.joining.withInvitationCode(user, body.invitation_code);
  }

  @Post(':id/join-request')
  async joinRequest(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(joinRequestSchema)) body: z.output<typeof joinRequestSchema>,
  ): Promise<SendJoinRequestResponse> {
    const request = await this.requests.create(user, id, body.message);
    return { success: true, ...successMessage('joinRequestSent'), request };
  }

  @Post(':id/request-join')
  @HttpCode(200)
  requestJoin(@CurrentUser() user: User, @Param('id') id: string): Promise<RequestJoinResponse> {
    return this.joining.requestJoin(user, id);
  }

  @Get(':id/join-requests')
  joinRequests(@CurrentUser() user: User, @Param('id') id: string) {
    return this.requestViews.listForGroup(user, id);
  }
}
