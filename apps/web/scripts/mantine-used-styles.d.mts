/** The part of @mantine/core's stylesheet the sources in `sourceDirs` use (see the .mjs). */
export function usedMantineStyles(options: { sourceDirs: string[]; packages?: string[] }): string;

/** Mantine classes the built scripts use, styled by Mantine's stylesheet but not by this one. */
export function unstyledMantineClasses(build: { scripts: string; stylesheet: string }): string[];
