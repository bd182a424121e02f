import { Controller, Get } from '@nestjs/common';
import { memberHomeSchema } from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { MemberHomeViews } from './member-home-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

@Controller('users/me/home')
export class HomeController {
  constructor(private readonly views: MemberHomeViews) {}

  /** The dashboard's first screen: the parts its sections would otherwise ask for one by one. */
  @Endpoint({
    summary: "The dashboard's first screen in one answer",
    access: 'signed-in',
    description:
      'What the member dashboard reads before it can paint, each part exactly as its own ' +
      'endpoint answers it: `user` (`GET /api/auth/me`), `settings` (`GET /api/users/me/settings`), ' +
      '`groups` (`GET /api/groups?limit=100`), `summary` (`GET /api/users/me/summary`), ' +
      '`payments` (`GET /api/users/me/payments`), `flows` (`GET /api/users/me/flows`), ' +
      '`notifications` (`GET /api/notifications`) and `rewards` (`GET /api/users/me/rewards`). ' +
      'The web client asks for it before it renders and seeds each section from it; each ' +
      'section then refreshes through its own endpoint.',
    response: memberHomeSchema,
    success: { description: `${shape('MemberHomeDto')}.` },
  })
  @Get()
  home(@CurrentUser() user: User) {
    return this.views.home(user);
  }
}
