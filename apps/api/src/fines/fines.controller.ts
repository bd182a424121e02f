import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  fineResponseSchema,
  groupFinesSchema,
  rejectContributionSchema,
  waiveFineSchema,
  type FineResponse,
  type GroupFines,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { FINE_DECIDING, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { FinesService } from './fines.service.js';

const FINE = { description: `\`{ fine }\`: the fine as it now is, ${shape('FineDto')}.` };

@Controller()
export class FinesController {
  constructor(private readonly fines: FinesService) {}

  @Endpoint({
    summary: "A group's late fines and its fund",
    access: 'group-member',
    description:
      "A member sees their own fines; the group's admins and treasurers see every member's. The fund (what " +
      'paid fines brought in, what is still owed to it and what was waived) is the same for all.',
    errors: [...MEMBERS_ONLY],
    response: groupFinesSchema,
    success: {
      description: `${shape('GroupFines')}: the fines, newest cycle first, and the fund.`,
    },
  })
  @Get('groups/:id/fines')
  list(@CurrentUser() user: User, @Param('id') id: string): Promise<GroupFines> {
    return this.fines.list(user, id);
  }

  @Endpoint({
    summary: 'Pay a fine in cash',
    access: 'group-member',
    description:
      'By the fined member: the cash payment is declared and waits for validation (a second call ' +
      'answers the same pending fine). By a group admin or treasurer for another member: they ' +
      'received the cash, and the fine is paid at once, audited. The member is told when paid.',
    errors: [
      'FINE_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'NOT_GROUP_MEMBER',
      'GROUP_ADMIN_REQUIRED',
      'FINE_SETTLED',
      'FINE_PAYMENT_PENDING',
    ],
    response: fineResponseSchema,
    success: FINE,
  })
  @Post('fines/:id/pay')
  @HttpCode(200)
  async pay(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<FineResponse> {
    return { fine: await this.fines.pay(user, id, ip) };
  }

  @Endpoint({
    summary: "Validate a fine's cash payment",
    access: 'group-treasurer',
    description:
      'The declared payment is received: the fine is paid and goes to the fund. Audited.',
    errors: [...FINE_DECIDING, 'FINE_NOT_PENDING'],
    response: fineResponseSchema,
    success: FINE,
  })
  @Post('fines/:id/approve')
  @HttpCode(200)
  async approve(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<FineResponse> {
    return { fine: await this.fines.approve(user, id, ip) };
  }

  @Endpoint({
    summary: "Reject a fine's cash payment",
    access: 'group-treasurer',
    description: 'The fine is unpaid again; the member is told, with the reason. Audited.',
    errors: [...FINE_DECIDING, 'FINE_NOT_PENDING'],
    response: fineResponseSchema,
    success: FINE,
  })
  @Post('fines/:id/reject')
  @HttpCode(200)
  async reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
  ): Promise<FineResponse> {
    return { fine: await this.fines.reject(user, id, body.reason, ip) };
  }

  @Endpoint({
    summary: 'Waive a fine',
    access: 'group-treasurer',
    description:
      'An unpaid fine, or one whose payment waits, is cancelled with a reason; the member is ' +
      'told. Audited.',
    errors: [...FINE_DECIDING],
    response: fineResponseSchema,
    success: FINE,
  })
  @Post('fines/:id/waive')
  @HttpCode(200)
  async waive(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(waiveFineSchema)) body: z.output<typeof waiveFineSchema>,
  ): Promise<FineResponse> {
    return { fine: await this.fines.waive(user, id, body.reason, ip) };
  }
}
