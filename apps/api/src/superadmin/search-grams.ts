/**
 * The users tab's search index: every run of three characters of an account's username and of
 * its e-mail, lower-cased, so that a substring search looks up the accounts holding one of its
 * runs instead of reading every account. The migration that filled the index first
 * (1764800000001) carries a copy of these two functions: a unit test keeps them equal.
 */
export const GRAM_LENGTH = 3;

/** What is indexed for an account: its username and e-mail, lower-cased, one per line. */
export function indexedText(username: string, email: string): string {
  return `${username.toLowerCase()}\n${email.toLowerCase()}`;
}

/** The distinct runs of three characters (code points) of each line of the text. */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const line of text.toLowerCase().split('\n')) {
    const chars = [...line];
    for (let i = 0; i + GRAM_LENGTH <= chars.length; i += 1)
      grams.add(chars.slice(i, i + GRAM_LENGTH).join(''));
  }
  return [...grams];
}
