import { parseAst, type Plugin } from 'vite';

/**
 * The component specs of a project share their modules (they run unisolated, which saves
 * loading Mantine and the app again for each file). A lazy `import()` that a test starts and
 * does not see end (the ads layer, a route's page) would then be cut off when its file's
 * environment is torn down, and break the next file that imports the same module. This plugin
 * hands every dynamic import of the app's own code to `globalThis.__lazyImports` when the
 * specs' set-up installed it (tests/support/lazy-imports.ts), which waits for them after each
 * test.
 */
export function settleLazyImports(): Plugin {
  return {
    name: 'tontine:settle-lazy-imports',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || /\.spec\.tsx?$/.test(id) || !code.includes('import(')) {
        return undefined;
      }
      const spans: Array<{ start: number; end: number }> = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const { type, start, end } = node as { type?: string; start: number; end: number };
        if (type === 'ImportExpression') spans.push({ start, end });
        for (const value of Object.values(node))
          if (value && typeof value === 'object') visit(value);
      };
      visit(parseAst(code));
      if (spans.length === 0) return undefined;
      // From the last to the first, so that the earlier spans keep their offsets.
      let out = code;
      for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}(globalThis.__lazyImports?.track ?? ((p) => p))(${out.slice(start, end)})${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
