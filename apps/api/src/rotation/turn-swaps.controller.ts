import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  groupTurnSwapsSchema,
  proposeTurnSwapSchema,
  rejectContributionSchema,
  turnSwapResponseSchema,
  type GroupTurnSwaps,
  type TurnSwapResponse,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { TurnSwapsService } from './turn-swaps.service.js';

const SWAP = { description: `\`{ swap }\`: the swap as it now is, ${shape('TurnSwapDto')}.` };
/** A step on a swap by one of its two members. */
const ANSWERING = ['TURN_SWAP_NOT_FOUND', 'TURN_SWAP_NOT_YOURS', 'TURN_SWAP_DECIDED'] as const;

@Controller()
export class TurnSwapsController {
  constructor(private readonly swaps: TurnSwapsService) {}

  @Endpoint({
    summary: "A group's turn swaps",
    access: 'group-member',
    description: "The caller's swaps, proposed or received; every swap for the group's admins.",
    errors: [...MEMBERS_ONLY],
    response: groupTurnSwapsSchema,
    success: { description: `${shape('GroupTurnSwaps')}, newest first.` },
  })
  @Get('groups/:id/turn-swaps')
  list(@CurrentUser() user: User, @Param('id') id: string): Promise<GroupTurnSwaps> {
    return this.swaps.list(user, id);
  }

  @Endpoint({
    summary: 'Propose a turn swap',
    access: 'group-member',
    description:
      "The caller offers to exchange their turn with `counterpart_id`'s, who is told. Both " +
      'turns must be still to be paid out, once the queue is written (from the start date); ' +
      'a member has one open swap at a time.',
    errors: [
      ...MEMBERS_ONLY,
      'TURN_SWAP_SELF',
      'ROTATION_NOT_STARTED',
      'TURN_ALREADY_PAID',
      'TURN_SWAP_OPEN',
      'PAYOUT_ORDER_CHANGED',
    ],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('groups/:id/turn-swaps')
  async propose(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(proposeTurnSwapSchema)) body: z.output<typeof proposeTurnSwapSchema>,
  ): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.propose(user, id, body.counterpart_id) };
  }

  @Endpoint({
    summary: 'Accept a turn swap',
    access: 'group-member',
    description:
      "By the member asked: the swap waits for an admin's approval, and the admins are told. " +
      'A payout that reached either turn first ends it (409 `TURN_SWAP_OVERTAKEN`).',
    errors: [...ANSWERING, 'TURN_SWAP_OVERTAKEN'],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('turn-swaps/:id/accept')
  @HttpCode(200)
  async accept(@CurrentUser() user: User, @Param('id') id: string): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.accept(user, id) };
  }

  @Endpoint({
    summary: 'Decline a turn swap',
    access: 'group-member',
    description: 'By the member asked; the proposer is told.',
    errors: [...ANSWERING],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('turn-swaps/:id/decline')
  @HttpCode(200)
  async decline(@CurrentUser() user: User, @Param('id') id: string): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.decline(user, id) };
  }

  @Endpoint({
    summary: 'Withdraw a turn swap',
    access: 'group-member',
    description: 'By its proposer, while it is still open.',
    errors: [...ANSWERING],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('turn-swaps/:id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.cancel(user, id) };
  }

  @Endpoint({
    summary: 'Approve a turn swap',
    access: 'group-admin',
    description:
      'The two members exchange their places in the queue; everyone in the group is told. ' +
      'A payout that reached either turn first ends it (409 `TURN_SWAP_OVERTAKEN`). Audited.',
    errors: [
      'TURN_SWAP_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'GROUP_ADMIN_REQUIRED',
      'TURN_SWAP_DECIDED',
      'TURN_SWAP_OVERTAKEN',
      'PAYOUT_ORDER_CHANGED',
    ],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('turn-swaps/:id/approve')
  @HttpCode(200)
  async approve(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.approve(user, id, ip) };
  }

  @Endpoint({
    summary: 'Reject a turn swap',
    access: 'group-admin',
    description: 'With a reason, which both members are told. Audited.',
    errors: ['TURN_SWAP_NOT_FOUND', 'GROUP_NOT_FOUND', 'GROUP_ADMIN_REQUIRED', 'TURN_SWAP_DECIDED'],
    response: turnSwapResponseSchema,
    success: SWAP,
  })
  @Post('turn-swaps/:id/reject')
  @HttpCode(200)
  async reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
  ): Promise<TurnSwapResponse> {
    return { swap: await this.swaps.reject(user, id, body.reason, ip) };
  }
}
