import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiUrl } from './api-target.js';

/**
 * Every answer the API tier receives through `api()` is checked against the API reference the
 * API serves (GET /api/docs/openapi.json): a JSON answer must follow the schema its route
 * declares, and an error answer must be an error body carrying a code the route declares for
 * that status or one any route may answer. So the document cannot drift from what the API
 * answers.
 */

type JsonSchema = Record<string, unknown>;

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema?: JsonSchema } | undefined> } | undefined
  >;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface Template {
  pattern: RegExp;
  /** Path parameters: the fewer, the more specific (`/me/photo` before `/{id}/photo`). */
  parameters: number;
  operations: Record<string, Operation>;
}

let loading: Promise<Template[]> | undefined;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<string, ValidateFunction>();

async function templates(): Promise<Template[]> {
  loading ??= (async () => {
    const answer = await fetch(`${apiUrl()}/api/docs/openapi.json`).catch(() => undefined);
    if (!answer?.ok) {
      // An API stopped by the test itself: the next answer loads the reference again.
      loading = undefined;
      return [];
    }
    const doc = (await answer.json()) as Document;
    if (!ajv.getSchema('openapi.json'))
      ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    return Object.entries(doc.paths)
      .map(([path, operations]) => ({
        pattern: new RegExp(
          `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
        ),
        parameters: (path.match(/\{/g) ?? []).length,
        operations,
      }))
      .sort((a, b) => a.parameters - b.parameters);
  })();
  return loading;
}

/** The schema the document gives this answer, with its references resolved from the document. */
function validatorOf(key: string, schema: JsonSchema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const text = JSON.stringify(schema).replaceAll(
      '"#/components/schemas/',
      '"openapi.json#/components/schemas/',
    );
    validate = ajv.compile(JSON.parse(text) as JsonSchema);
    validators.set(key, validate);
  }
  return validate;
}

/** Throws, naming the route and what differs, when the answer is not what the document says. */
export async function checkAnswerAgainstReference(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType: string | null,
): Promise<void> {
  const path = url.split('?')[0]!;
  if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
  if (!contentType?.includes('application/json')) return;
  const template = (await templates()).find((t) => t.pattern.test(path));
  const operation = template?.operations[method.toLowerCase()];
  if (!operation) return;
  const documented = operation.responses[String(status)];
  const success = status < 400;
  if (success && !documented?.content?.['application/json']?.schema) return;
  const answer = documented ?? operation.responses.default;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${method} ${template!.pattern.source} ${status} ${JSON.stringify(schema).length}`;
  const validate = validatorOf(key, schema);
  // A refusal any route may give (a path parameter longer than any id: NOT_FOUND) is the
  // reference's default answer, whatever codes the route declares for the same status.
  const fallback = operation.responses.default?.content?.['application/json']?.schema;
  const anyRoute = () =>
    !success && fallback !== undefined && validatorOf(`default ${key}`, fallback)(body);
  if (!validate(body) && !anyRoute()) {
    throw new Error(
      `${method} ${path} answered ${status} with a body its reference does not allow: ` +
        `${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
