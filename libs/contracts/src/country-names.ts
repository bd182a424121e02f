/**
 * A country's name in the reader's language. Apart from the country table (countries.ts): a
 * screen that only names a country does not need its phone metadata.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
