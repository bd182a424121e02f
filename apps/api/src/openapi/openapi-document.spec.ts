import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  decideJoinRequestSchema,
  errorCatalog,
  isErrorCode,
  pageQuerySchema,
  userActionSchema,
  WEBSOCKET_ROUTES,
  type ErrorCode,
} from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { ANY_ROUTE_FAILURES, refusalsBeforeTheHandler } from './error-answers.js';
import type { EndpointDeclaration } from '../common/endpoint/endpoint-declaration.js';
import { ENDPOINT_DECLARATION } from '../common/endpoint/endpoint.decorator.js';
import { buildOpenApiDocument } from './openapi-document.js';
import type { DiscoveredRoute, RouteAccess } from './route-discovery.js';
import { SOCKET_NOTES } from './socket-notes.js';

const signedIn: RouteAccess = {
  public: false,
  superAdminOnly: false,
  operatorsOnly: false,
  ownAccount: false,
  openDuringMaintenance: false,
  openDuringTwoFactorEnrolment: false,
};

function route(overrides: Partial<DiscoveredRoute>): DiscoveredRoute {
  return {
    method: 'GET',
    path: '/api/things',
    domain: 'things',
    handler: 'ThingsController.list',
    access: signedIn,
    successStatus: 200,
    headers: [],
    readsRequest: false,
    writesReply: false,
    ...overrides,
  };
}

const declarations: Record<string, EndpointDeclaration> = {
  list: { summary: 'Things', access: 'signed-in', success: { description: 'A page of things.' } },
  act: {
    summary: 'Act on a thing',
    access: 'super-admin',
    errors: ['USER_NOT_FOUND', 'CANNOT_ACT_ON_SELF'],
    response: userActionSchema,
    success: { description: 'The thing.' },
  },
  decide: { summary: 'Decide', access: 'group-admin', success: { description: 'Decided.' } },
  public: { summary: 'Public things', access: 'public', success: { description: 'Things.' } },
};

const document = buildOpenApiDocument({
  routes: [
    route({ query: pageQuerySchema, declaration: declarations.list }),
    route({
      method: 'POST',
      path: '/api/things/:id/action',
      handler: 'ThingsController.act',
      access: { ...signedIn, superAdminOnly: true },
      successStatus: 200,
      body: userActionSchema,
      declaration: declarations.act,
    }),
    route({
      method: 'POST',
      path: '/api/things/:id/decide',
      handler: 'ThingsController.decide',
      body: decideJoinRequestSchema,
      successStatus: 201,
      declaration: declarations.decide,
    }),
    route({
      path: '/api/things/public',
      handler: 'ThingsController.public',
      access: { ...signedIn, public: true, openDuringMaintenance: true },
      declaration: declarations.public,
    }),
  ],
  sockets: SOCKET_NOTES,
  schemaNames: new Map([[userActionSchema, 'userActionSchema']]),
});

describe('the OpenAPI document built from routes', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('writes path parameters the OpenAPI way and requires them', () => {
    const act = document.paths['/api/things/{id}/action']!.post!;
    expect(act.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('names each answer schema of the contracts in its output form', () => {
    const act = document.paths['/api/things/{id}/action']!.post!;
    expect(act.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/userActionSchemaOutput',
    });
    expect(document.components.schemas.userActionSchemaOutput).toMatchObject({
      type: 'object',
      required: ['action'],
    });
    expect(act['x-access']).toBe('super-admin');
    expect(document.paths['/api/things/{id}/decide']!.post!.description).toContain(
      "**The group's admins**",
    );
  });

  it('documents 415 UNSUPPORTED_MEDIA_TYPE on every route that reads a body, none on a read', () => {
    const act = document.paths['/api/things/{id}/action']!.post!;
    expect(act.responses['415']!.description).toContain('UNSUPPORTED_MEDIA_TYPE');
    expect(document.paths['/api/things']!.get!.responses['415']).toBeUndefined();
  });

  it("says who may call from the route's declaration", () => {
    expect(document.paths['/api/things/public']!.get!.security).toEqual([]);
    expect(document.paths['/api/things']!.get!.security).toEqual([{ bearerAuth: [] }]);
    const act = document.paths['/api/things/{id}/action']!.post!;
    expect(act.security).toEqual([{ bearerAuth: ['super_admin'] }]);
    expect(act['x-super-admin-only']).toBe(true);
    expect(act.responses['403']!.description).toContain('SUPERADMIN_REQUIRED');
  });

  it('names the contracts schema of a body and needs the body only when {} is refused', () => {
    const act = document.paths['/api/things/{id}/action']!.post!;
    expect(act.requestBody).toEqual({
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/userActionSchema' } },
      },
    });
    expect(document.components.schemas.userActionSchema).toMatchObject({
      type: 'object',
      properties: { action: { type: 'string', enum: ['activate', 'suspend', 'delete'] } },
      required: ['action'],
      additionalProperties: false,
    });
    // Not exported under a name in the map: inline; every field optional, so not required.
    const decide = document.paths['/api/things/{id}/decide']!.post!;
    expect(decide.requestBody?.required).toBe(false);
    expect(decide.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
    });
  });

  it("lists a query schema's fields as query parameters, in their input form", () => {
    expect(document.paths['/api/things']!.get!.parameters).toEqual([
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
    ]);
  });

  it('answers each error code with its status of the catalogue, in the body shape of every error', () => {
    const act = document.paths['/api/things/{id}/action']!.post!;
    const codesOf = (status: string) =>
      (
        act.responses[status]!.content!['application/json']!.schema as {
          allOf: [unknown, { properties: { code: { enum: string[] } } }];
        }
      ).allOf[1].properties.code.enum;
    expect(codesOf('404')).toEqual(['USER_NOT_FOUND']);
    expect(codesOf('403')).toEqual(
      expect.arrayContaining(['CANNOT_ACT_ON_SELF', 'SUPERADMIN_REQUIRED', 'ACCOUNT_SUSPENDED']),
    );
    expect(codesOf('401')).toEqual(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_REVOKED']);
    expect(codesOf('503')).toEqual(['MAINTENANCE']);
    for (const [status, answer] of Object.entries(act.responses)) {
      if (status.startsWith('2') || status === 'default') continue;
      for (const code of codesOf(status))
        expect(errorCatalog[code as ErrorCode].status).toBe(Number(status));
      expect(answer.description).toContain(codesOf(status)[0]);
    }
    expect(act.responses['201']).toBeUndefined();
    expect(act.responses['200']!.description).toBe('The thing.');
    // A public route open during maintenance refuses neither a caller nor for maintenance.
    const open = document.paths['/api/things/public']!.get!;
    expect(Object.keys(open.responses)).toEqual(['200', 'default']);
  });

  it('describes every WebSocket path of the contracts', () => {
    expect((document['x-websockets'] as Array<{ path: string }>).map((s) => s.path)).toEqual([
      ...WEBSOCKET_ROUTES,
    ]);
  });
});

/**
 * Every quoted error code in the API's sources, outside this folder, the tests and the routes'
 * declarations: a code a service starts answering with must be declared by the routes that
 * answer it.
 */
function codesInApiSources(): Map<ErrorCode, string> {
  const root = join(import.meta.dirname, '..');
  const found = new Map<ErrorCode, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== import.meta.dirname && !path.endsWith('endpoint')) walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const text = readFileSync(path, 'utf8').replace(/@Endpoint\(\{[\s\S]*?\n {2}\}\)/g, '');
        for (const [, code] of text.matchAll(/'([A-Z][A-Z0-9_]+)'/g))
          if (isErrorCode(code) && !found.has(code)) found.set(code, path.slice(root.length + 1));
      }
    }
  };
  walk(root);
  return found;
}

/** The declarations of every controller method of the API, read as Nest reads them. */
async function declaredEndpoints(): Promise<EndpointDeclaration[]> {
  const root = join(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.controller.ts'),
  );
  const found: EndpointDeclaration[] = [];
  for (const file of files) {
    const module = (await import(join(root, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (typeof exported !== 'function') continue;
      const prototype = exported.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const declaration = Reflect.getMetadata(ENDPOINT_DECLARATION, prototype[name] as object) as
          EndpointDeclaration | undefined;
        if (declaration) found.push(declaration);
      }
    }
  }
  return found;
}

describe('the error codes of the reference', () => {
  it('documents every error code the API answers with on some route', async () => {
    const declared = await declaredEndpoints();
    expect(declared.length).toBeGreaterThan(100);
    const everyAccess = [
      { public: true, openDuringMaintenance: true, openDuringTwoFactorEnrolment: true },
      { superAdminOnly: true },
      { operatorsOnly: true },
      {},
    ].flatMap((access) =>
      refusalsBeforeTheHandler(
        route({ method: 'POST', body: userActionSchema, access: { ...signedIn, ...access } }),
      ),
    );
    const documented = new Set<ErrorCode>([
      ...everyAccess,
      ...ANY_ROUTE_FAILURES,
      ...declared.flatMap((d) => [...(d.errors ?? []), ...(d.signInError ? [d.signInError] : [])]),
    ]);
    const undocumented = [...codesInApiSources()]
      .filter(([code]) => !documented.has(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(undocumented).toEqual([]);
  }, 60_000);
});
