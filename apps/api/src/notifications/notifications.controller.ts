import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
import { NotificationsService } from './notifications.service.js';

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The caller's notifications, newest first. */
  @Get()
  list(@CurrentUser() user: User) {
    return this.notifications.listFor(user.id);
  }
}
