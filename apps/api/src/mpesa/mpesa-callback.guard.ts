import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Daraja signs nothing: a callback is Safaricom's only if it knows the URL's secret and, when
 * an allow-list is configured, comes from one of Safaricom's addresses. Anything else is told
 * the route does not exist, before its body is read.
 */
@Injectable()
export class MpesaCallbackGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Params: { secret?: string } }>>();
    const mpesa = this.config.mpesa;
    const given = Buffer.from(request.params.secret ?? '');
    const secret = Buffer.from(mpesa?.callbackSecret ?? '');
    const known =
      mpesa !== undefined && given.length === secret.length && timingSafeEqual(given, secret);
    const allowed = !mpesa?.callbackAllowedIps || mpesa.callbackAllowedIps.includes(request.ip);
    if (!known || !allowed) throw new DomainError('NOT_FOUND');
    return true;
  }
}
