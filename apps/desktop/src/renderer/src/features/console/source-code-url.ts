/**
 * Where the header's "source code" link goes: the repository the console was built from, set
 * at build time (`VITE_SOURCE_URL=https://… npm run build`). Without it the link is left out
 * rather than pointing at a guessed address.
 */
export const SOURCE_CODE_URL: string | undefined = (() => {
  const value = (import.meta.env.VITE_SOURCE_URL as string | undefined)?.trim();
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
})();
