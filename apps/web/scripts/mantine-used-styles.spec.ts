import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstyledMantineClasses, usedMantineStyles } from './mantine-used-styles.mjs';

const styles = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);
/** The first Mantine class a component's own stylesheet styles. */
function classOf(component: string): string {
  return readFileSync(join(styles, `${component}.css`), 'utf8').match(/m_[0-9a-f]{8}/)![0];
}

function sourcesImporting(code: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mantine-styles-'));
  writeFileSync(join(dir, 'page.tsx'), code);
  return dir;
}

describe("the client's cut of Mantine's stylesheet", () => {
  it("keeps the base files, the imported components' styles and those they are built on", () => {
    const css = usedMantineStyles({
      sourceDirs: [sourcesImporting("import { Button, type ButtonProps } from '@mantine/core';")],
      packages: [],
    });
    expect(css).toContain(classOf('Button'));
    // Button is an UnstyledButton inside: its styles come too.
    expect(css).toContain(classOf('UnstyledButton'));
    expect(css).toContain('--mantine-color-body');
    expect(css).not.toContain(classOf('Slider'));
  });

  it('names the classes a build uses that Mantine styles but the cut left out', () => {
    const button = classOf('Button');
    const slider = classOf('Slider');
    expect(
      unstyledMantineClasses({
        scripts: `a("${button}"),b("${slider}"),c("m_00000000")`,
        stylesheet: `.${button}{color:red}`,
      }),
    ).toEqual([slider]);
  });
});
