import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  groupDtoSchema,
  groupPreviewQuerySchema,
  joinRequestSchema,
  requestJoinSchema,
  joinWithInvitationCodeSchema,
  joinWithPermanentCodeSchema,
  joinRequestDtoSchema,
  joinWithInvitationCodeResponseSchema,
  joinWithPermanentCodeResponseSchema,
  requestJoinResponseSchema,
  sendJoinRequestResponseSchema,
  successMessage,
  type JoinWithInvitationCodeResponse,
  type JoinWithPermanentCodeResponse,
  type RequestJoinResponse,
  type SendJoinRequestResponse,
} from '@tontine/contracts';
import { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestViews } from './join-request-views.service.js';
import { JoinRequestsService } from './join-requests.service.js';
import { JoiningService } from './joining.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { ADMISSION, GROUP_ADMINS_ONLY, LIST, shape } from '../common/endpoint/endpoint-texts.js';

/** The ways into a group: its permanent code, a temporary code, a request, a public join. */
@Controller('groups')
export class JoiningController {
  constructor(
    private readonly joining: JoiningService,
    private readonly requests: JoinRequestsService,
    private readonly requestViews: JoinRequestViews,
  ) {}

  @Endpoint({
    summary: 'The group a permanent code opens',
    access: 'signed-in',
    description:
      'What a person reads before joining with the code: the group as explore shows it, its ' +
      'rules included. Counted with the code attempts: at most 20 in 10 minutes per account.',
    errors: ['INVALID_PERMANENT_CODE', 'TOO_MANY_JOIN_ATTEMPTS'],
    parameters: { permanent_code: 'The group’s permanent code, 8 characters.' },
    response: groupDtoSchema,
    success: { description: `${shape('GroupDto')}.` },
  })
  @Get('preview')
  preview(
    @CurrentUser() user: User,
    @Query(new ZodPipe(groupPreviewQuerySchema)) q: z.output<typeof groupPreviewQuerySchema>,
  ) {
    return this.joining.preview(user, q.permanent_code);
  }

  @Endpoint({
    summary: "Join with a group's permanent code",
    access: 'newcomer',
    description: 'At most 20 tries of a code in 10 minutes per account.',
    errors: ['INVALID_PERMANENT_CODE', ...ADMISSION, 'TOO_MANY_JOIN_ATTEMPTS'],
    response: joinWithPermanentCodeResponseSchema,
    success: { description: `\`{ message, group }\`: \`group\` is a ${shape('GroupDto')}.` },
  })
  @Post('join-with-permanent-code')
  @HttpCode(200)
  joinWithPermanentCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithPermanentCodeSchema))
    body: z.output<typeof joinWithPermanentCodeSchema>,
  ): Promise<JoinWithPermanentCodeResponse> {
    return this.joining.withPermanentCode(user, body.permanent_code, body.accepted_rules_version);
  }

  @Endpoint({
    summary: 'Join with a temporary invitation code',
    access: 'signed-in',
    description:
      'The single-use code, valid 7 days, that an accepted join request issued to the caller.',
    errors: [
      'INVALID_INVITATION_CODE',
      'INVITATION_EXPIRED',
      'GROUP_NOT_FOUND',
      ...ADMISSION,
      'TOO_MANY_JOIN_ATTEMPTS',
    ],
    response: joinWithInvitationCodeResponseSchema,
    success: { description: `\`{ success, group }\`: \`group\` is a ${shape('GroupDto')}.` },
  })
  @Post('join')
  @HttpCode(200)
  joinWithInvitationCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithInvitationCodeSchema))
    body: z.output<typeof joinWithInvitationCodeSchema>,
  ): Promise<JoinWithInvitationCodeResponse> {
    return this.joining.withInvitationCode(user, body.invitation_code, body.accepted_rules_version);
  }

  @Endpoint({
    summary: 'Ask to join a group',
    access: 'newcomer',
    description: "The group's admins decide; one pending request at a time.",
    errors: [
      'GROUP_NOT_FOUND',
      'GROUP_INACTIVE',
      'ALREADY_MEMBER',
      'JOIN_REQUEST_PENDING',
      'GROUP_RULES_CHANGED',
    ],
    response: sendJoinRequestResponseSchema,
    success: {
      description: `\`{ success, message, request }\`: \`request\` is a ${shape('JoinRequestDto')}.`,
    },
  })
  @Post(':id/join-request')
  async joinRequest(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(joinRequestSchema)) body: z.output<typeof joinRequestSchema>,
  ): Promise<SendJoinRequestResponse> {
    const request = await this.requests.create(user, id, body.message, body.accepted_rules_version);
    return { success: true, ...successMessage('joinRequestSent'), request };
  }

  @Endpoint({
    summary: 'Join a public group, or ask to join a private one',
    access: 'newcomer',
    errors: ['GROUP_NOT_FOUND', ...ADMISSION, 'JOIN_REQUEST_PENDING'],
    response: requestJoinResponseSchema,
    success: {
      description:
        "`{ success, status: 'joined', group }` for a public group, " +
        "`{ success, status: 'pending', request }` for a private one.",
    },
  })
  @Post(':id/request-join')
  @HttpCode(200)
  requestJoin(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(requestJoinSchema)) body: z.output<typeof requestJoinSchema>,
  ): Promise<RequestJoinResponse> {
    return this.joining.requestJoin(user, id, body?.accepted_rules_version);
  }

  @Endpoint({
    summary: "A group's join requests",
    access: 'group-admin',
    errors: [...GROUP_ADMINS_ONLY],
    response: z.array(joinRequestDtoSchema),
    success: { description: LIST('JoinRequestDto') },
  })
  @Get(':id/join-requests')
  joinRequests(@CurrentUser() user: User, @Param('id') id: string) {
    return this.requestViews.listForGroup(user, id);
  }
}
