// Every import of '@mantine/hooks' (the client's own, and those inside @mantine/core and the
// other Mantine packages) resolved to src/lib/mantine-hooks.ts, which re-exports the package
// with a `useId` that does not re-render after mount. The module itself imports the package.
import { fileURLToPath } from 'node:url';

const SHIM = fileURLToPath(new URL('../src/lib/mantine-hooks.ts', import.meta.url));

/** @returns {import('vite').Plugin} */
export function mantineStableIds() {
  return {
    name: 'tontine:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@mantine/hooks' || importer === SHIM) return null;
      return SHIM;
    },
  };
}
