import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  claimTemplateMaking,
  dropSharedTemplate,
  publishTemplate,
  publishTemplateFailure,
  templateOutcome,
} from '../../scripts/lib/shared-template.mjs';

const made: string[] = [];
const folder = () => {
  const parent = mkdtempSync(join(tmpdir(), 'tontine-shared-template-'));
  made.push(parent);
  return join(parent, 'run');
};
afterEach(() => {
  for (const parent of made.splice(0)) rmSync(parent, { recursive: true, force: true });
});

describe('the shared template folder', () => {
  it('lets one caller make the template, and the others read it once published', () => {
    const dir = folder();
    expect([claimTemplateMaking(dir), claimTemplateMaking(dir)]).toEqual([true, false]);
    expect(templateOutcome(dir)).toBeUndefined();
    publishTemplate(dir, { database: 'tontine_tpl_x', dataDir: '/nowhere' });
    expect(templateOutcome(dir)).toEqual({
      template: { database: 'tontine_tpl_x', dataDir: '/nowhere' },
    });
  });

  it('tells the others why making it failed', () => {
    const dir = folder();
    claimTemplateMaking(dir);
    publishTemplateFailure(dir, new Error('migration refused'));
    expect(templateOutcome(dir)).toEqual({ failed: 'Error: migration refused' });
  });

  it('is removed at the end even when no template was made', async () => {
    const dir = folder();
    claimTemplateMaking(dir);
    await dropSharedTemplate(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
