import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { WEBSOCKET_ROUTES } from '@tontine/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { startApi, type RunningApi } from './support/api-process.js';
import {
  groupCreation,
  makeUser,
  registration,
  settingsUpdate,
  type TestUser,
} from './support/factories.js';
import { api } from './support/http.js';
import { ROUTE_TABLE } from './support/route-table.js';
import { readServedRoutes, routeKey, type ServedRoute } from './support/served-routes.js';

/**
 * The API reference (GET /api/docs/openapi.json) against the API that serves it: every route
 * it serves is documented, the document says who may call each one as the route × caller table
 * finds it, its body schemas are the contracts' schemas, and a body the document refuses is
 * refused by the API.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  description?: string;
};

interface Operation {
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: JsonSchema } | undefined> }
  >;
  'x-super-admin-only'?: boolean;
  'x-undescribed'?: boolean;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
  'x-websockets': Array<{ path: string; events: Record<string, string> }>;
}

/**
 * Served, yet not an operation of the API: @fastify/cors answers the preflight of every path
 * with one route, which OpenAPI cannot name (its paths start with '/').
 */
const NOT_OPERATIONS = new Set(['OPTIONS *']);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let running: RunningApi;
let served: ServedRoute[];
let doc: Document;

function operationOf(route: string): Operation | undefined {
  const [method, path] = route.split(' ') as [string, string];
  return doc.paths[openApiPath(path)]?.[method.toLowerCase()];
}

/** The components have no references of their own: one level resolves any schema. */
function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const { description: _, ...component } = doc.components.schemas[name]!;
  return component;
}

/** The error codes the document lists for this answer of the route. */
function documentedCodes(route: string, status: string): string[] {
  const answer = operationOf(route)?.responses[status] as
    { content?: Record<string, { schema?: { allOf?: JsonSchema[] } }> } | undefined;
  return (answer?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ??
    []) as string[];
}

function bodySchemaOf(route: string): JsonSchema {
  const schema = operationOf(route)?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${route} documents no JSON body`);
  return resolve(schema);
}

/** What zod itself makes of a contracts' schema, as the document's generator asks it to. */
function contractSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json as JsonSchema;
}

/**
 * Bodies the document's schema refuses, each made from a valid body by breaking one rule the
 * schema states: a required field left out, a field added, a wrong type, a value outside an
 * enum, a length, a bound or a size over its limit.
 */
function spoiled(schema: JsonSchema, valid: Record<string, unknown>): Array<[string, unknown]> {
  const bodies: Array<[string, unknown]> = [];
  for (const name of schema.required ?? []) {
    const { [name]: _, ...rest } = valid;
    bodies.push([`${name} left out`, rest]);
  }
  if (schema.additionalProperties === false) bodies.push(['a field added', { ...valid, extra: 1 }]);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const spoil = (label: string, value: unknown) =>
      bodies.push([`${name}: ${label}`, { ...valid, [name]: value }]);
    const types = [field.type ?? []].flat();
    if (types.length) spoil('wrong type', types.includes('boolean') ? 'yes' : true);
    if (field.enum) spoil('outside its enum', 'not-one-of-them');
    if (field.const !== undefined) spoil('not its constant', !field.const);
    if (field.maxLength !== undefined) spoil('too long', 'x'.repeat(field.maxLength + 1));
    if (field.minLength !== undefined && field.minLength > 1)
      spoil('too short', 'x'.repeat(field.minLength - 1));
    if (field.maximum !== undefined) spoil('too large', field.maximum + 1);
    if (field.minimum !== undefined) spoil('too small', field.minimum - 1);
    if (types.includes('integer')) spoil('not whole', 1.5);
    if (field.maxItems !== undefined)
      spoil(
        'too many items',
        Array.from({ length: field.maxItems + 1 }, (_, i) => `id-${i}`),
      );
    if (field.minItems !== undefined && field.minItems > 0) spoil('too few items', []);
  }
  return bodies;
}

/** Routes whose bodies are checked, each with a body the API takes. */
const BODY_CASES: Array<{
  route: string;
  signedIn: boolean;
  valid: () => Record<string, unknown>;
}> = [
  { route: 'POST /api/auth/register', signedIn: false, valid: () => ({ ...registration() }) },
  { route: 'POST /api/groups', signedIn: true, valid: () => groupCreation() },
  {
    route: 'PUT /api/users/me/settings',
    signedIn: true,
    valid: () => settingsUpdate({ session_timeout: 60 }),
  },
  {
    route: 'POST /api/crypto/payments/quote',
    signedIn: true,
    valid: () => ({
      group_id: '00000000-0000-4000-8000-000000000000',
      network: 'polygon',
      token_symbol: 'USDT',
      cycle_number: 1,
    }),
  },
  {
    route: 'PUT /api/chat/groups/:groupId/moderators',
    signedIn: true,
    valid: () => ({ user_ids: ['00000000-0000-4000-8000-000000000001'] }),
  },
];

describe('the API reference', () => {
  beforeAll(async () => {
    const manifest = join(mkdtempSync(join(tmpdir(), 'tontine-routes-')), 'routes.json');
    running = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      ROUTE_MANIFEST_FILE: manifest,
    });
    served = readServedRoutes(manifest);
    const answer = await fetch(`${running.url}/api/docs/openapi.json`);
    expect(answer.status).toBe(200);
    doc = (await answer.json()) as Document;
  }, 90_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('documents every HTTP route the API serves, and none it does not serve', () => {
    const routes = served
      .filter((r) => r.method !== 'WS' && !r.webClientFile)
      .map(routeKey)
      .filter((r) => !NOT_OPERATIONS.has(r));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect({
      'served routes missing from the document': routes.filter((r) => !documented.includes(r)),
      'documented routes the API does not serve': documented.filter((r) => !routes.includes(r)),
    }).toEqual({
      'served routes missing from the document': [],
      'documented routes the API does not serve': [],
    });
  });

  it('finds a declaration (@Endpoint) on every route it serves, and describes every socket', () => {
    const undescribed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-undescribed'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
    const sockets = served.filter((r) => r.method === 'WS').map((r) => r.path);
    expect(doc['x-websockets'].map((s) => s.path)).toEqual(sockets);
    expect(sockets).toEqual([...WEBSOCKET_ROUTES]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('says who may call each route as the route × caller table finds it', () => {
    const wrong: string[] = [];
    for (const row of ROUTE_TABLE) {
      const operation = operationOf(row.route);
      if (!operation) continue;
      const { anonymous, superAdmin, ...others } = row.expected;
      const isPublic = operation.security.length === 0;
      if (isPublic !== (anonymous !== 401)) wrong.push(`${row.route}: public is ${isPublic}`);
      if (operation['x-super-admin-only'] && Object.values(others).some((s) => s !== 403))
        wrong.push(
          `${row.route}: says super admins only, answers others ${JSON.stringify(others)}`,
        );
      if (anonymous === 401 && !operation.responses['401'])
        wrong.push(`${row.route}: answers 401, documents none`);
      void superAdmin;
    }
    expect(wrong).toEqual([]);
  });

  it('answers a body that is not JSON (nor a form where one is documented) with a 415 on every route that takes one, as it documents', async () => {
    const writes = served.filter(
      (r) => !['GET', 'HEAD', 'OPTIONS', 'WS'].includes(r.method) && !r.webClientFile,
    );
    expect(writes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of writes) {
      const key = routeKey(route);
      if (!documentedCodes(key, '415').includes('UNSUPPORTED_MEDIA_TYPE'))
        wrong.push(`${key}: documents no 415 UNSUPPORTED_MEDIA_TYPE`);
      const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      // The few routes whose senders post forms document it, and read them.
      const form = 'application/x-www-form-urlencoded';
      const takesForm = operationOf(key)?.requestBody?.content[form] !== undefined;
      for (const type of ['text/plain', form, 'application/xml']) {
        if (type === form && takesForm) continue;
        const answer = await api(route.method, path, {
          raw: 'a=1',
          headers: { 'content-type': type },
          baseUrl: running.url,
        });
        if (answer.status !== 415 || answer.body.code !== 'UNSUPPORTED_MEDIA_TYPE')
          wrong.push(`${key} ${type}: ${answer.status} ${String(answer.body.code)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the 401 codes the chat answers a caller that is not signed in', async () => {
    expect(documentedCodes('POST /api/chat/messages', '401')).toEqual([
      'CHAT_LOGIN_REQUIRED',
      'SESSION_EXPIRED',
      'SESSION_REVOKED',
    ]);
    for (const token of [undefined, 'not-a-token']) {
      const answer = await api('POST', '/api/chat/messages', {
        token,
        body: { group_id: '00000000-0000-4000-8000-000000000000', message: 'Habari' },
        baseUrl: running.url,
      });
      expect(answer.status).toBe(401);
      expect(documentedCodes('POST /api/chat/messages', '401')).toContain(answer.body.code);
    }
  });

  it("documents each body and query with the contracts' schema the route validates with", () => {
    const checked = ROUTE_TABLE.filter((row) => row.body || row.query);
    expect(checked.length).toBeGreaterThan(20);
    for (const row of checked) {
      if (row.body)
        expect({ [row.route]: bodySchemaOf(row.route) }).toEqual({
          [row.route]: contractSchema(row.body),
        });
      if (row.query) {
        const query = contractSchema(row.query);
        const parameters = (operationOf(row.route)?.parameters ?? []).filter(
          (p) => p.in === 'query',
        );
        expect({
          [row.route]: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        }).toEqual({ [row.route]: query.properties });
        for (const p of parameters)
          expect(p.required).toBe(query.required?.includes(p.name) ?? false);
      }
    }
  });

  it('gives every JSON answer of every route its schema, which the API tier checks answers with', () => {
    const unshaped = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          Object.entries(operation.responses).some(
            ([status, answer]) =>
              status.startsWith('2') &&
              answer.content?.['application/json']?.schema === undefined &&
              answer.content?.['application/json'] !== undefined,
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unshaped).toEqual([]);
  });

  it('serves a page that needs no other site, under the API’s Content-Security-Policy', async () => {
    const page = await fetch(`${running.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await page.text();
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/docs\/assets\/[\w.-]+$/);
      const file = await fetch(`${running.url}${url}`);
      expect({ url, status: file.status }).toEqual({ url, status: 200 });
    }
    const unknown = await api('GET', '/api/docs/assets/package.json', { baseUrl: running.url });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  describe('a body it refuses is refused by the API', () => {
    let member: TestUser;
    const ajv = new Ajv2020({ strict: false, validateFormats: false });

    beforeAll(async () => {
      member = await makeUser();
    });

    for (const { route, signedIn, valid } of BODY_CASES) {
      it(`${route}, and a body it takes passes the API's schema`, async () => {
        const [method, path] = route.split(' ') as [string, string];
        const url = path.replace(':groupId', '00000000-0000-4000-8000-000000000000');
        const options = { token: signedIn ? member.token : undefined, baseUrl: running.url };
        const schema = bodySchemaOf(route);
        const validates = ajv.compile(schema);

        const body = valid();
        expect({ valid: validates(body), errors: validates.errors }).toEqual({
          valid: true,
          errors: null,
        });
        const accepted = await api<{ code?: string }>(method, url, { ...options, body });
        expect({ status: accepted.status, code: accepted.body.code }).not.toEqual({
          status: 400,
          code: 'VALIDATION_FAILED',
        });

        const bodies = spoiled(schema, valid());
        expect(bodies.length).toBeGreaterThan(2);
        for (const [label, bad] of bodies) {
          expect({ label, refusedByTheDocument: !validates(bad) }).toEqual({
            label,
            refusedByTheDocument: true,
          });
          const answer = await api<{ code?: string }>(method, url, { ...options, body: bad });
          expect({ label, status: answer.status }).toEqual({ label, status: 400 });
          expect(documentedCodes(route, '400')).toContain(answer.body.code);
        }
      });
    }
  });
});
