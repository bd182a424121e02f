import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { MemberHomeViews } from './member-home-views.service.js';

@Controller('users/me/home')
export class HomeController {
  constructor(private readonly views: MemberHomeViews) {}

  /** The dashboard's first screen: the parts its sections would otherwise ask for one by one. */
  @Get()
  home(@CurrentUser() user: User) {
    return this.views.home(user);
  }
}
