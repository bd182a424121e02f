import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  confirmShareOutSchema,
  shareOutDtoSchema,
  shareOutPreviewSchema,
  type ShareOutDto,
  type ShareOutPreview,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ShareOutService } from './share-out.service.js';

@Controller()
export class ShareOutController {
  constructor(private readonly shareOuts: ShareOutService) {}

  @Endpoint({
    summary: "A preview of the savings fund's share-out",
    access: 'group-member',
    description:
      'What each member would receive if the admins shared the fund out now: what they saved ' +
      'since the last share-out, and their part of what the fund earned (interest and fines) ' +
      'by savings × days held. `blocked` says why it cannot be confirmed now ' +
      '(`loans_outstanding`, `nothing_to_share`).',
    errors: [...MEMBERS_ONLY],
    response: shareOutPreviewSchema,
    success: { description: `${shape('ShareOutPreview')}.` },
  })
  @Get('groups/:id/share-out')
  preview(@CurrentUser() user: User, @Param('id') id: string): Promise<ShareOutPreview> {
    return this.shareOuts.preview(user, id);
  }

  @Endpoint({
    summary: 'Share the savings fund out',
    access: 'group-admin',
    description:
      'Body `{ accepted_balance }`: the balance of the preview the admin read; 409 ' +
      '`SHARE_OUT_CHANGED` when a saving or a repayment moved it since. Refused while a loan ' +
      'is approved or being repaid. Recorded as one payout line per member, audited ' +
      '(`savings_shared_out`), each member told what they receive.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'SHARE_OUT_LOANS_OUTSTANDING',
      'SHARE_OUT_NOTHING',
      'SHARE_OUT_CHANGED',
    ],
    response: shareOutDtoSchema,
    success: { description: `${shape('ShareOutDto')}.` },
  })
  @Post('groups/:id/share-out')
  @HttpCode(201)
  confirm(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(confirmShareOutSchema)) body: z.output<typeof confirmShareOutSchema>,
    @ClientIp() ip: string,
  ): Promise<ShareOutDto> {
    return this.shareOuts.confirm(user, id, body.accepted_balance, ip);
  }
}
