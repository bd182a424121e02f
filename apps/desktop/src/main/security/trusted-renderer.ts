/**
 * Where the console's renderer comes from: the Vite dev server while developing, the built
 * index.html once packaged. IPC calls and navigations are accepted from that page only.
 */
export type RendererSource = { kind: 'dev-server'; url: string } | { kind: 'file'; url: string };

export function isTrustedRendererUrl(
  url: string | null | undefined,
  source: RendererSource,
): boolean {
  if (!url) return false;
  let candidate: URL;
  try {
    candidate = new URL(url);
  } catch {
    return false;
  }
  const expected = new URL(source.url);
  if (source.kind === 'dev-server') {
    return candidate.origin === expected.origin;
  }
  // A file URL has the opaque origin "null": compare the exact file, ignoring the fragment and
  // query the renderer may use for its own state.
  return candidate.protocol === 'file:' && candidate.pathname === expected.pathname;
}
