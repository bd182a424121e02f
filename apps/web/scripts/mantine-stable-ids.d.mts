import type { Plugin } from 'vite';

/** Resolves '@mantine/hooks' to src/lib/mantine-hooks.ts everywhere but in that file. */
export function mantineStableIds(): Plugin;
