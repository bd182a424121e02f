const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * index.html as the first screens are sent in it: without the entry's module preloads. A
 * first screen is painted from the HTML and the stylesheet alone; with seventeen preloads
 * beside it, the stylesheet shared a phone's connection with 180 kB of script. The entry
 * still starts at once and asks for its modules as it reads them. Pages without a first
 * screen keep index.html as built.
 */
export function firstScreenDocument(indexHtml) {
  return indexHtml.replace(PRELOAD, '');
}
