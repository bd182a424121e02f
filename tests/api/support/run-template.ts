import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase } from '../../../scripts/lib/mariadb.mjs';
import { createTemplate, type Template } from './template-database.js';

/**
 * Where `npm test` lets its two API processes share one template (scripts/test.mjs): the first
 * set-up to claim the folder makes the template and writes it there, the other reads it. One
 * run then migrates and seeds once, and two migrations never run at once on the server (the
 * machine's MariaDB 10.11 once crashed in its information schema with three running together).
 */
const SHARED_DIR = process.env.API_TEMPLATE_DIR;
const WAIT_MS = 240_000;

export interface RunTemplate {
  template: Template;
  /** Drops it, unless another process shares it (then `npm test` drops it at the end). */
  release(): Promise<void>;
}

async function sharedTemplate(dir: string): Promise<Template> {
  const file = join(dir, 'template.json');
  const failed = join(dir, 'failed');
  mkdirSync(dir, { recursive: true });
  let maker = true;
  try {
    mkdirSync(join(dir, 'maker'));
  } catch {
    maker = false;
  }
  if (maker) {
    try {
      const template = await createTemplate();
      writeFileSync(`${file}.part`, JSON.stringify(template));
      renameSync(`${file}.part`, file);
      return template;
    } catch (err) {
      writeFileSync(failed, String(err));
      throw err;
    }
  }
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Template;
    if (existsSync(failed))
      throw new Error(`the other API project's template failed: ${readFileSync(failed, 'utf8')}`);
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
