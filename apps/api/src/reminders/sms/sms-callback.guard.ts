import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * The SMS gateway signs nothing: a callback is its only if it knows the URL's secret. Anything
 * else, and any call while no gateway is configured, is told the route does not exist.
 */
@Injectable()
export class SmsCallbackGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Params: { secret?: string } }>>();
    const given = Buffer.from(request.params.secret ?? '');
    const secret = Buffer.from(this.config.smsCallbackSecret);
    const known =
      this.config.sms !== undefined &&
      given.length === secret.length &&
      timingSafeEqual(given, secret);
    if (!known) throw new DomainError('NOT_FOUND');
    return true;
  }
}
