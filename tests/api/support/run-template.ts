import { dropDatabase } from '../../../scripts/lib/mariadb.mjs';
import {
  claimTemplateMaking,
  publishTemplate,
  publishTemplateFailure,
  templateOutcome,
} from '../../../scripts/lib/shared-template.mjs';
import { createTemplate, type Template } from './template-database.js';

/**
 * Under `npm test` its API processes share one template through this folder
 * (scripts/lib/shared-template.mjs): one run migrates and seeds once, and two migrations never
 * run at once on the server (the machine's MariaDB 10.11 once crashed in its information schema
 * with three running together).
 */
const SHARED_DIR = process.env.API_TEMPLATE_DIR;
const WAIT_MS = 240_000;

export interface RunTemplate {
  template: Template;
  /** Drops it, unless another process shares it (then `npm test` drops it at the end). */
  release(): Promise<void>;
}

async function sharedTemplate(dir: string): Promise<Template> {
  if (claimTemplateMaking(dir)) {
    try {
      const template = await createTemplate();
      publishTemplate(dir, template);
      return template;
    } catch (err) {
      publishTemplateFailure(dir, err);
      throw err;
    }
  }
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    const outcome = templateOutcome(dir);
    if (outcome?.template) return outcome.template as Template;
    if (outcome?.failed)
      throw new Error(`the other API project's template failed: ${outcome.failed}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no template in ${dir} after ${WAIT_MS / 1000} s`);
}

/** The template every API of this project starts on a copy of. */
export async function runTemplate(): Promise<RunTemplate> {
  if (SHARED_DIR) return { template: await sharedTemplate(SHARED_DIR), release: async () => {} };
  const template = await createTemplate();
  return { template, release: () => dropDatabase(template.database) };
}
