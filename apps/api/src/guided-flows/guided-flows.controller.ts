import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { flowProgressSchema, type FlowProgressInput } from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { GuidedFlowsService } from './guided-flows.service.js';

/** The member's progress in the guided flows: members' routes, not support staff's. */
@Controller('users/me/flows')
export class GuidedFlowsController {
  constructor(private readonly flows: GuidedFlowsService) {}

  @Get()
  list(@CurrentUser() user: User) {
    return this.flows.list(user);
  }

  @Put(':flow')
  save(
    @CurrentUser() user: User,
    @Param('flow') flow: string,
    @Body(new ZodPipe(flowProgressSchema)) body: FlowProgressInput,
  ) {
    return this.flows.save(user, flow, body);
  }
}
