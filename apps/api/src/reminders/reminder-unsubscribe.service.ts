import { Inject, Injectable } from '@nestjs/common';
import type { OutboundChannel } from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { readUnsubscribeToken } from './unsubscribe-links.js';

/** A one-click link's effect: the member's toggle of that channel off. */
@Injectable()
export class ReminderUnsubscribe {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async stop(token: string): Promise<OutboundChannel> {
    const link = readUnsubscribeToken(this.config.secretsKey, token);
    if (!link || !(await this.users.findById(link.userId)))
      throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    await this.users.stopChannel(link.userId, link.channel);
    return link.channel;
  }
}
