// The folder through which `npm test`'s API processes share one migrated and seeded template
// (API_TEMPLATE_DIR): the first set-up to claim it makes the template and writes its
// description there, or writes why it failed; the others read it; `npm test` drops it at the end.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const described = (dir) => join(dir, 'template.json');
const failure = (dir) => join(dir, 'failed');

/** True for the one caller that is to make the template; false for the others. */
export function claimTemplateMaking(dir) {
  mkdirSync(dir, { recursive: true });
  try {
    mkdirSync(join(dir, 'maker'));
    return true;
  } catch {
    return false;
  }
}

/** Publishes the template made, whole or not at all. */
export function publishTemplate(dir, template) {
  writeFileSync(`${described(dir)}.part`, JSON.stringify(template));
  renameSync(`${described(dir)}.part`, described(dir));
}

export function publishTemplateFailure(dir, error) {
  writeFileSync(failure(dir), String(error));
}

/** `{ template }` once made, `{ failed }` if making it failed, undefined while it is being made. */
export function templateOutcome(dir) {
  if (existsSync(described(dir)))
    return { template: JSON.parse(readFileSync(described(dir), 'utf8')) };
  if (existsSync(failure(dir))) return { failed: readFileSync(failure(dir), 'utf8') };
  return undefined;
}

/** Drops the template's database and data folder, if one was made, then the folder. */
export async function dropSharedTemplate(dir) {
  const template = templateOutcome(dir)?.template;
  if (template) {
    // Imported here: it needs mysql2, which a fresh clone has only once the set-up installed it.
    const { dropDatabase } = await import('./mariadb.mjs');
    await dropDatabase(template.database);
    rmSync(template.dataDir, { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
}
