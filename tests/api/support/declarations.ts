import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** Who may call a route, as its `@Endpoint` declaration says (apps/api/src/common/endpoint). */
export type EndpointAccess =
  | 'public'
  | 'signed-in'
  | 'own-account'
  | 'newcomer'
  | 'group-member'
  | 'group-admin'
  | 'group-treasurer'
  | 'operators'
  | 'super-admin';

/** What the route × caller table reads of a route's declaration. */
export interface DeclaredRoute {
  access: EndpointAccess;
  /** The status of its successful answer. */
  successStatus: number;
}

interface Reference {
  paths: Record<
    string,
    Record<string, { 'x-access'?: EndpointAccess; responses: Record<string, unknown> }>
  >;
}

/**
 * Each route's declaration as the API reference publishes it (`x-access` and the success
 * answer of each operation), keyed `METHOD /path` with Fastify's `:param`.
 */
export async function readDeclarations(baseUrl?: string): Promise<Map<string, DeclaredRoute>> {
  let reference: Reference;
  if (baseUrl) {
    const answer = await fetch(`${baseUrl}/api/docs/openapi.json`);
    if (!answer.ok) throw new Error(`the API reference answered ${answer.status}`);
    reference = (await answer.json()) as Reference;
  } else {
    // The reference of the build every API of the tier runs, kept when the template was made.
    reference = JSON.parse(readFileSync(inject('template').referenceFile, 'utf8')) as Reference;
  }
  const declarations = new Map<string, DeclaredRoute>();
  for (const [path, operations] of Object.entries(reference.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const access = operation['x-access'];
      const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
      if (!access || !success) continue;
      declarations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        access,
        successStatus: Number(success),
      });
    }
  }
  return declarations;
}
