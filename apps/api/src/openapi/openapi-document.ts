import {
  APP_VERSION,
  WEBSOCKET_ROUTES,
  WS_CLOSE,
  type ErrorCode,
  type RealtimeEvents,
  type ChatEvent,
} from '@tontine/contracts';
import { z } from 'zod';
import {
  ANY_ROUTE_FAILURES,
  englishMessageOf,
  errorBodySchema,
  frenchMessageOf,
  refusalsBeforeTheHandler,
  statusOf,
} from './error-answers.js';
import type {
  JsonSchema,
  OpenApiDocument,
  Operation,
  Parameter,
  RequestBody,
  Response,
} from './openapi-types.js';
import type {
  EndpointAccess,
  EndpointDeclaration,
} from '../common/endpoint/endpoint-declaration.js';
import type { DiscoveredRoute } from './route-discovery.js';

export type WebSocketRoute = (typeof WEBSOCKET_ROUTES)[number];

export interface SocketNotes {
  summary: string;
  description: string;
  /** The events the socket sends, by `type`. */
  events: Record<string, string>;
}

export interface DocumentInput {
  routes: DiscoveredRoute[];
  sockets: Readonly<Record<WebSocketRoute, SocketNotes>>;
  /** The contracts' schemas by identity, named as they are exported (`createGroupSchema`). */
  schemaNames: ReadonlyMap<z.ZodType, string>;
}

const BEARER = 'bearerAuth';
const ERROR_BODY = 'ErrorBody';
const JSON_MEDIA = 'application/json';
const FORM_MEDIA = 'application/x-www-form-urlencoded';

/** `/api/groups/:id` → `/api/groups/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The API reference as an OpenAPI 3.1 document: one operation per route the controllers serve,
 * with its access, parameters, body schema and error answers read from the code: each route's
 * `@Endpoint` declaration and the schema pipes of its parameters. Schemas are the contracts'
 * zod schemas, converted by zod itself, in their input form for what a client sends and their
 * output form for what the API answers.
 */
export function buildOpenApiDocument(input: DocumentInput): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    [ERROR_BODY]: jsonSchemaOf(errorBodySchema, 'output'),
  };
  const componentOf = (schema: z.ZodType): JsonSchema => {
    const name = input.schemaNames.get(schema);
    if (!name) return jsonSchemaOf(schema, 'input');
    schemas[name] ??= {
      ...jsonSchemaOf(schema, 'input'),
      description: `\`${name}\` of @tontine/contracts: the API validates with this schema.`,
    };
    return { $ref: `#/components/schemas/${name}` };
  };
  /** An answer's schema, named by the contracts' export with an `Output` suffix. */
  const responseComponentOf = (schema: z.ZodType): JsonSchema => {
    const exported = input.schemaNames.get(schema);
    if (!exported) return jsonSchemaOf(schema, 'output');
    const name = `${exported}Output`;
    schemas[name] ??= {
      ...jsonSchemaOf(schema, 'output'),
      description: `\`${exported}\` of @tontine/contracts: the API answers in this shape.`,
    };
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  const routes = [...input.routes].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
  );
  for (const route of routes) {
    const notes = route.declaration;
    let operationId = route.handler;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${route.handler}_${n}`;
    operationIds.add(operationId);
    const operation: Operation = {
      operationId,
      tags: [route.domain],
      summary: notes?.summary ?? route.handler,
      description: [accessLine(route, notes?.access), notes?.description]
        .filter(Boolean)
        .join('\n\n'),
      security: route.access.public
        ? []
        : [
            {
              [BEARER]: route.access.superAdminOnly
                ? ['super_admin']
                : route.access.operatorsOnly
                  ? ['super_admin', 'support']
                  : [],
            },
          ],
      responses: responsesOf(route, notes, responseComponentOf),
      'x-handler': route.handler,
      ...(notes ? { 'x-access': notes.access } : {}),
      ...(route.access.superAdminOnly ? { 'x-super-admin-only': true } : {}),
      ...(route.access.operatorsOnly ? { 'x-operators-only': true } : {}),
      ...(route.access.openDuringMaintenance ? { 'x-open-during-maintenance': true } : {}),
      ...(notes ? {} : { 'x-undescribed': true }),
    };
    const parameters = parametersOf(route, notes);
    if (parameters.length) operation.parameters = parameters;
    const body = notes?.requestBody ?? requestBodyOf(route, componentOf, notes?.formBody);
    if (body) operation.requestBody = body;
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Tontine API', version: APP_VERSION, description: overview(input.sockets) },
    tags: [...new Set(routes.map((r) => r.domain))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `access_token` of sign-in, registration or the demo. It names a session kept ' +
            'on the server: signing out, a password change or reset and a suspension end it at once.',
        },
      },
    },
    security: [{ [BEARER]: [] }],
    'x-websockets': WEBSOCKET_ROUTES.map((path) => ({
      path,
      ...input.sockets[path],
      authentication: 'The access token as the `token` query parameter: `?token=<access_token>`.',
    })),
    'x-websocket-close-codes': WS_CLOSE,
  };
}

/** zod's own JSON Schema (2020-12, what OpenAPI 3.1 takes), without its `$schema` line. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

const ACCESS_LINES: Record<EndpointAccess, string> = {
  public: '**Public**: no sign-in needed.',
  'signed-in':
    '**Signed in**: any account with a live session except support staff; the handler checks its rights on the object.',
  'own-account':
    "**Signed in**: any account with a live session, support staff included (the caller's own account).",
  newcomer:
    "**Signed in, not yet in the group**: the group's members are told they already are; support staff are refused.",
  'group-member': "**The group's members and admins**, and super admins.",
  'group-admin': "**The group's admins**, and super admins.",
  'group-treasurer': "**The group's admins and treasurers**, and super admins.",
  operators: '**Operators**: super admins and support staff.',
  'super-admin': '**Super admins only.**',
};

function accessLine(route: DiscoveredRoute, access: EndpointAccess | undefined): string {
  const who = access
    ? ACCESS_LINES[access]
    : '**Undeclared**: this route has no `@Endpoint` declaration.';
  const maintenance = route.access.openDuringMaintenance
    ? ' Answers during maintenance.'
    : ' Answers 503 `MAINTENANCE` to all but super admins during maintenance.';
  return `${who}${maintenance}`;
}

function parametersOf(route: DiscoveredRoute, notes: EndpointDeclaration | undefined): Parameter[] {
  const described = (name: string) =>
    notes?.parameters?.[name] ? { description: notes.parameters[name] } : {};
  const parameters: Parameter[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    ...described(name!),
    schema: { type: 'string' },
  }));
  if (route.query) {
    const query = jsonSchemaOf(route.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        ...described(name),
        schema,
      });
    }
  }
  for (const name of route.headers) {
    parameters.push({
      name: headerName(name),
      in: 'header',
      required: false,
      ...described(headerName(name)),
      schema: { type: 'string' },
    });
  }
  return parameters;
}

/** `idempotency-key` → `Idempotency-Key`, as the documents write it. */
function headerName(name: string): string {
  return name.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`,
  );
}

function requestBodyOf(
  route: DiscoveredRoute,
  componentOf: (schema: z.ZodType) => JsonSchema,
  formBody: boolean | undefined,
): RequestBody | undefined {
  if (!route.body) return undefined;
  // The pipe reads an absent body as `{}`: the body is needed only when `{}` is refused.
  const required = !route.body.safeParse({}).success;
  const schema = componentOf(route.body);
  return {
    required,
    content: { [JSON_MEDIA]: { schema }, ...(formBody ? { [FORM_MEDIA]: { schema } } : {}) },
  };
}

function responsesOf(
  route: DiscoveredRoute,
  notes: EndpointDeclaration | undefined,
  responseComponentOf: (schema: z.ZodType) => JsonSchema,
): Record<string, Response> {
  const success = notes?.success;
  const status = success?.status ?? route.successStatus;
  const media = success?.mediaTypes ?? [JSON_MEDIA];
  const content = Object.fromEntries(
    media.map((type) => [
      type,
      notes?.response && type === JSON_MEDIA ? { schema: responseComponentOf(notes.response) } : {},
    ]),
  );
  const responses: Record<string, Response> = {
    [String(status)]: {
      description: success?.description ?? 'Success.',
      ...(success?.headers ? { headers: success.headers } : {}),
      // No Content has no body to describe.
      ...(status === 204 ? {} : { content }),
    },
  };
  const codes = [...new Set([...refusalsBeforeTheHandler(route), ...(notes?.errors ?? [])])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [errorStatus, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(errorStatus)] = errorResponse(group);
  }
  responses.default = {
    description: [
      'Any other failure, in the same body:',
      ...ANY_ROUTE_FAILURES.map(
        (code) => `${statusOf(code)} \`${code}\`: ${englishMessageOf(code)}`,
      ),
      '413 `MALFORMED_BODY` for a body over the size limit.',
    ].join('  \n'),
    content: {
      [JSON_MEDIA]: {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ERROR_BODY}` },
            { properties: { code: { enum: [...ANY_ROUTE_FAILURES, 'MALFORMED_BODY'] } } },
          ],
        },
      },
    },
  };
  return responses;
}

function errorResponse(codes: ErrorCode[]): Response {
  const retries = codes.some((code) => statusOf(code) === 429);
  return {
    description: codes.map((code) => `\`${code}\`: ${englishMessageOf(code)}`).join('  \n'),
    ...(retries
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again, sent when the limit knows it.',
              schema: { type: 'integer' },
            },
          },
        }
      : {}),
    content: {
      [JSON_MEDIA]: {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ERROR_BODY}` },
            { properties: { code: { enum: codes } } },
          ],
        },
        example: { detail: frenchMessageOf(codes[0]!), code: codes[0] },
      },
    },
  };
}

/** The notifications socket's and the chat socket's events, by type: a new type must be described. */
export type NotificationSocketEvents = Record<keyof RealtimeEvents, string>;
export type ChatSocketEvents = Record<ChatEvent['type'], string>;

function overview(sockets: DocumentInput['sockets']): string {
  const socketRows = WEBSOCKET_ROUTES.map(
    (path) =>
      `| \`${path}\` | ${sockets[path].summary} | ${Object.keys(sockets[path].events)
        .map((type) => `\`${type}\``)
        .join(', ')} |`,
  ).join('\n');
  const closeCodes = Object.entries(WS_CLOSE)
    .map(([name, code]) => `| ${code} | \`${name}\` |`)
    .join('\n');
  return [
    'Generated at start from the controllers that serve each route and the zod schemas of ' +
      "`@tontine/contracts` that validate their input; the repository's `docs/api.md` explains " +
      'the concepts (sessions, errors, money, idempotency, pagination, realtime).',
    '- **Base path** `/api`; bodies are JSON (`Content-Type: application/json`): any other ' +
      'media type answers 415 `UNSUPPORTED_MEDIA_TYPE`, but for the uploads, which take ' +
      '`multipart/form-data`, and the few routes whose senders post forms (an SMS gateway, a ' +
      "mail client's one-click unsubscribe), which also take `application/x-www-form-urlencoded`. " +
      'Unknown fields are refused; a route that reads no body refuses ' +
      'one that says something.',
    '- **Sign-in**: send `Authorization: Bearer <access_token>`.',
    '- **Errors** are `{ detail, code, field?, message_key?, request_id? }` with the status of ' +
      "the contracts' error catalogue; each operation lists the codes it may answer.",
    '- **Money** travels as decimal strings (`"1500.00"`); amounts may be sent as strings or numbers.',
    '### WebSockets',
    'Open with the access token as a query parameter, `?token=<access_token>`; every event is a ' +
      'JSON object with a `type`. Described in full under `x-websockets` in this document.',
    `| path | what | events |\n| --- | --- | --- |\n${socketRows}`,
    'A refused or ended socket closes with one of these codes (`x-websocket-close-codes`):',
    `| code | name |\n| --- | --- |\n${closeCodes}`,
  ].join('\n\n');
}
