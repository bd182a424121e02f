import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { frenchMessage } from '@tontine/contracts';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { DomainError } from './domain-error.js';

/** Parameters through which a handler reads what the client sent in the body. */
const BODY_READERS = new Set<number>([
  RouteParamtypes.BODY,
  RouteParamtypes.RAW_BODY,
  RouteParamtypes.REQUEST,
  RouteParamtypes.FILE,
  RouteParamtypes.FILES,
]);

/**
 * A route that reads no body refuses one that says something: `{"amount": 5}` sent to
 * `POST /api/contributions/:id/approve` used to approve as if the amount had been heard. The
 * documents refuse unknown fields; with no schema on such a route, every field is unknown.
 * An absent body, `{}` and an empty text stay accepted, since that is what clients send.
 */
@Injectable()
export class UnreadBodyInterceptor implements NestInterceptor {
  private readonly readsBody = new Map<string, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const { body } = context.switchToHttp().getRequest<FastifyRequest>();
      if (!isEmptyBody(body) && !this.handlerReadsBody(context)) {
        throw new DomainError('VALIDATION_FAILED', frenchMessage('unknownField'), {
          field: isPlainObject(body) ? Object.keys(body).join(', ') : undefined,
          message_key: 'unknownField',
        });
      }
    }
    return next.handle();
  }

  private handlerReadsBody(context: ExecutionContext): boolean {
    const controller = context.getClass();
    const handler = context.getHandler().name;
    const key = `${controller.name}.${handler}`;
    let reads = this.readsBody.get(key);
    if (reads === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
        string,
        unknown
      >;
      // Keys are `<paramtype>:<index>`; custom decorators (CurrentUser, ClientIp) do not parse.
      reads = Object.keys(args).some((k) => BODY_READERS.has(Number(k.split(':')[0])));
      this.readsBody.set(key, reads);
    }
    return reads;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  if (Buffer.isBuffer(body)) return body.length === 0;
  return isPlainObject(body) && Object.keys(body).length === 0;
}
