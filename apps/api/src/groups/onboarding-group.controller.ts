import { Body, Controller, Post } from '@nestjs/common';
import {
  onboardingGroupResponseSchema,
  onboardingGroupSchema,
  type OnboardingGroupResponse,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { OnboardingGroupService } from './onboarding-group.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';

@Controller('auth/onboarding')
export class OnboardingGroupController {
  constructor(private readonly onboarding: OnboardingGroupService) {}

  /** The onboarding "create a group as admin" path: the creator becomes a group admin. */
  @Endpoint({
    summary: 'Finish onboarding by creating a group',
    access: 'signed-in',
    description: 'The caller becomes the new group’s admin, and onboarding is complete.',
    errors: ['GROUP_CREATE_FORBIDDEN'],
    response: onboardingGroupResponseSchema,
    success: {
      description: '`{ message, group_name, group_id, permanent_invitation_code }`.',
    },
  })
  @Post('create-group')
  create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(onboardingGroupSchema)) body: z.output<typeof onboardingGroupSchema>,
  ): Promise<OnboardingGroupResponse> {
    return this.onboarding.create(user, body);
  }
}
