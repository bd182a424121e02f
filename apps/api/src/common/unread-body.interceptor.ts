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

/** Parameters through which a handler reads the request itself, multipart bodies included. */
const RAW_READERS = new Set<number>([
  RouteParamtypes.REQUEST,
  RouteParamtypes.FILE,
  RouteParamtypes.FILES,
]);
/** Parameters through which a handler reads what the client sent in the body. */
const BODY_READERS = new Set<number>([
  ...RAW_READERS,
  RouteParamtypes.BODY,
  RouteParamtypes.RAW_BODY,
]);

interface BodyUse {
  /** The handler takes a parsed body (or the request itself). */
  readsBody: boolean;
  /** The handler reads the request itself: the only kind that can read a multipart body. */
  readsRequest: boolean;
}

/**
 * A route that reads no body refuses one that says something: `{"amount": 5}` sent to
 * `POST /api/contributions/:id/approve` used to approve as if the amount had been heard. The
 * documents refuse unknown fields; with no schema on such a route, every field is unknown.
 * An absent body, `{}` and an empty text stay accepted, since that is what clients send.
 *
 * Likewise a multipart body reaches only a handler that reads the request (the uploads):
 * elsewhere the multipart plugin leaves the parsed body empty, so its fields would go unread;
 * it answers 415 `UNSUPPORTED_MEDIA_TYPE` like any body that is not JSON.
 */
@Injectable()
export class UnreadBodyInterceptor implements NestInterceptor {
  private readonly uses = new Map<string, BodyUse>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const use = this.bodyUse(context);
      if (request.isMultipart() && !use.readsRequest)
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
      const { body } = request;
      if (!isEmptyBody(body) && !use.readsBody) {
        throw new DomainError('VALIDATION_FAILED', frenchMessage('unknownField'), {
          field: isPlainObject(body) ? Object.keys(body).join(', ') : undefined,
          message_key: 'unknownField',
        });
      }
    }
    return next.handle();
  }

  private bodyUse(context: ExecutionContext): BodyUse {
    const controller = context.getClass();
    const handler = context.getHandler().name;
    const key = `${controller.name}.${handler}`;
    let use = this.uses.get(key);
    if (use === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
        string,
        unknown
      >;
      // Keys are `<paramtype>:<index>`; custom decorators (CurrentUser, ClientIp) do not parse.
      const types = Object.keys(args).map((k) => Number(k.split(':')[0]));
      use = {
        readsBody: types.some((t) => BODY_READERS.has(t)),
        readsRequest: types.some((t) => RAW_READERS.has(t)),
      };
      this.uses.set(key, use);
    }
    return use;
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
