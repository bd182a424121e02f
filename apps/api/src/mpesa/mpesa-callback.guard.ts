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
abstract class DarajaCallbackGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  protected abstract secretOf(mpesa: NonNullable<AppConfig['mpesa']>): string;

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Params: { secret?: string } }>>();
    const mpesa = this.config.mpesa;
    const given = Buffer.from(request.params.secret ?? '');
    const secret = Buffer.from(mpesa ? this.secretOf(mpesa) : '');
    const known =
      mpesa !== undefined && given.length === secret.length && timingSafeEqual(given, secret);
    const allowed = !mpesa?.callbackAllowedIps || mpesa.callbackAllowedIps.includes(request.ip);
    if (!known || !allowed) throw new DomainError('NOT_FOUND');
    return true;
  }
}

/** The STK and Transaction Status callbacks (`/api/mpesa/callbacks/<secret>/…`). */
@Injectable()
export class MpesaCallbackGuard extends DarajaCallbackGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config);
  }

  protected secretOf(mpesa: NonNullable<AppConfig['mpesa']>): string {
    return mpesa.callbackSecret;
  }
}

/** The paybill's validation and confirmation (`/api/paybill/<secret>/…`). */
@Injectable()
export class PaybillCallbackGuard extends DarajaCallbackGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config);
  }

  protected secretOf(mpesa: NonNullable<AppConfig['mpesa']>): string {
    return mpesa.paybillSecret;
  }
}
