import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  flowProgressDtoSchema,
  flowProgressListSchema,
  flowProgressSchema,
  type FlowProgressInput,
} from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { GuidedFlowsService } from './guided-flows.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** The member's progress in the guided flows: members' routes, not support staff's. */
@Controller('users/me/flows')
export class GuidedFlowsController {
  constructor(private readonly flows: GuidedFlowsService) {}

  @Endpoint({
    summary: 'My progress in the guided flows',
    response: flowProgressListSchema,
    access: 'signed-in',
    description:
      'The flows the caller started (onboarding, groupCreation, joinRequest), in that order: the ' +
      'step reached and whether the flow was finished. A flow never started is not listed.',
    success: { description: `A list of ${shape('FlowProgressDto')}.` },
  })
  @Get()
  list(@CurrentUser() user: User) {
    return this.flows.list(user);
  }

  @Endpoint({
    summary: 'Save the step reached in a guided flow',
    response: flowProgressDtoSchema,
    access: 'signed-in',
    description:
      'Body `{ step_index, completed }`: the index of the step reached (0 for the first) and ' +
      'whether the flow was finished. The last save wins, going back included, so the flow ' +
      'resumes there on any device.',
    parameters: { flow: '`onboarding`, `groupCreation` or `joinRequest`.' },
    errors: ['FLOW_NOT_FOUND', 'FLOW_STEP_INVALID'],
    success: { description: `The progress saved, ${shape('FlowProgressDto')}.` },
  })
  @Put(':flow')
  save(
    @CurrentUser() user: User,
    @Param('flow') flow: string,
    @Body(new ZodPipe(flowProgressSchema)) body: FlowProgressInput,
  ) {
    return this.flows.save(user, flow, body);
  }
}
