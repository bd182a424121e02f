import { Injectable, RequestMethod } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ApplicationConfig, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { ErrorCode } from '@tontine/contracts';
import type { z } from 'zod';
import {
  OPEN_DURING_MAINTENANCE,
  OPEN_DURING_TWO_FACTOR_ENROLMENT,
  PUBLIC_ROUTE,
  OPERATOR_ACCESS,
  OWN_ACCOUNT_ROUTE,
  SIGN_IN_ERROR,
  type OperatorAccess,
} from '../auth/access.decorators.js';
import type { EndpointDeclaration } from '../common/endpoint/endpoint-declaration.js';
import { ENDPOINT_DECLARATION } from '../common/endpoint/endpoint.decorator.js';
import { ZodPipe } from '../common/zod-body.pipe.js';

/** Who may call a route, as its decorators tell the access guard. */
export interface RouteAccess {
  public: boolean;
  superAdminOnly: boolean;
  /** Super admins and support staff. */
  operatorsOnly: boolean;
  /** The caller's own account: open to support staff too. */
  ownAccount: boolean;
  openDuringMaintenance: boolean;
  openDuringTwoFactorEnrolment: boolean;
  /** The code a caller without a token gets, when the route names its own. */
  signInError?: ErrorCode;
}

/** One route a controller serves, read from the metadata Nest registers it with. */
export interface DiscoveredRoute {
  /** `GET`, `POST`… */
  method: string;
  /** The path as Fastify serves it, global prefix included: `/api/groups/:id`. */
  path: string;
  /** The module that declares the controller, in kebab case (`join-requests`). */
  domain: string;
  /** `GroupsController.detail`. */
  handler: string;
  access: RouteAccess;
  /** The status of a successful answer, unless the handler writes its answer itself. */
  successStatus: number;
  /** The schema the body's ZodPipe parses with. */
  body?: z.ZodType;
  /** The schema the query's ZodPipe parses with. */
  query?: z.ZodType;
  /** Request headers the handler reads (`idempotency-key`). */
  headers: string[];
  /** The handler reads the request itself (the multipart photo upload). */
  readsRequest: boolean;
  /** The handler writes its own answer through the reply (a file, a CSV). */
  writesReply: boolean;
  /** The route's `@Endpoint` declaration: absent only on a route nobody declared. */
  declaration?: EndpointDeclaration;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/**
 * Every route of every controller with what the API reference needs to know about it: method
 * and path exactly as Nest registers them, the access decorators the guard reads, and the zod
 * schemas of the pipes that validate its body and query. Reading the same metadata Nest routes
 * with keeps the reference from drifting away from what is served.
 */
@Injectable()
export class RouteDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly appConfig: ApplicationConfig,
  ) {}

  routes(): DiscoveredRoute[] {
    const routes: DiscoveredRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      const domain = domainOf(wrapper.host?.metatype?.name, controller.name);
      const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as
          string | string[] | undefined;
        if (methodPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        for (const controllerPath of controllerPaths) {
          for (const path of pathsOf(methodPath)) {
            routes.push({
              method,
              path: fullPath(this.appConfig.getGlobalPrefix(), controllerPath, path),
              domain,
              handler: `${controller.name}.${name}`,
              access: this.accessOf(handler, controller),
              successStatus:
                (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
                (method === 'POST' ? 201 : 200),
              ...argumentsOf(controller, name),
              ...declarationOf(handler),
            });
          }
        }
      }
    }
    return routes;
  }

  private accessOf(handler: object, controller: object): RouteAccess {
    const meta = <T>(key: string) =>
      this.reflector.getAllAndOverride<T | undefined>(key, [
        handler as () => void,
        controller as () => void,
      ]);
    const signInError = meta<ErrorCode>(SIGN_IN_ERROR);
    return {
      public: meta<boolean>(PUBLIC_ROUTE) ?? false,
      superAdminOnly: meta<OperatorAccess>(OPERATOR_ACCESS) === 'super_admin',
      operatorsOnly: meta<OperatorAccess>(OPERATOR_ACCESS) === 'operators',
      ownAccount: meta<boolean>(OWN_ACCOUNT_ROUTE) ?? false,
      openDuringMaintenance: meta<boolean>(OPEN_DURING_MAINTENANCE) ?? false,
      openDuringTwoFactorEnrolment: meta<boolean>(OPEN_DURING_TWO_FACTOR_ENROLMENT) ?? false,
      ...(signInError ? { signInError } : {}),
    };
  }
}

function declarationOf(handler: object): Pick<DiscoveredRoute, 'declaration'> {
  const declaration = Reflect.getMetadata(ENDPOINT_DECLARATION, handler) as
    EndpointDeclaration | undefined;
  return declaration ? { declaration } : {};
}

/** What the handler's parameters read: the schemas of its pipes, headers, the raw request. */
function argumentsOf(
  controller: object,
  method: string,
): Pick<DiscoveredRoute, 'body' | 'query' | 'headers' | 'readsRequest' | 'writesReply'> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArg
  >;
  const found: ReturnType<typeof argumentsOf> = {
    headers: [],
    readsRequest: false,
    writesReply: false,
  };
  // Keys are `<paramtype>:<index>`; custom decorators (CurrentUser, ClientIp) read no input.
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const schema = arg.pipes?.find(
      (pipe): pipe is ZodPipe<z.ZodType> => pipe instanceof ZodPipe,
    )?.schema;
    if (type === RouteParamtypes.BODY && schema) found.body = schema;
    if (type === RouteParamtypes.QUERY && schema) found.query = schema;
    if (type === RouteParamtypes.HEADERS && typeof arg.data === 'string')
      found.headers.push(arg.data);
    if (type === RouteParamtypes.REQUEST) found.readsRequest = true;
    if (type === RouteParamtypes.RESPONSE) found.writesReply = true;
  }
  return found;
}

function pathsOf(path: unknown): string[] {
  if (Array.isArray(path)) return path.map(String);
  return [typeof path === 'string' ? path : ''];
}

/** Nest's own joining: one slash between the parts, none at the end, `/` for nothing. */
function fullPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** `JoinRequestsModule` → `join-requests`; a controller of the root module names itself. */
function domainOf(moduleName: string | undefined, controllerName: string): string {
  const name =
    moduleName && moduleName !== 'AppModule'
      ? moduleName.replace(/Module$/, '')
      : controllerName.replace(/Controller$/, '');
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
