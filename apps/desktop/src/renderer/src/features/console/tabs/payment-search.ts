/** The header's search, applied to the names a payment row shows. */
export function matches(search: string, ...fields: (string | null)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || fields.some((field) => field?.toLocaleLowerCase().includes(needle));
}
