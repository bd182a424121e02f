// Writes dist/first-screens/<page>.<language>.html: each first-screen page rendered to HTML in
// each language, by the Node build of the client (vite.prerender.config.ts), and the document
// they are sent in (first-screen-document.mjs). The API puts the one that fits inside that
// document's root element, and the client hydrates it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// React's production build, as in the browser bundle: the two must render the same markup.
process.env.NODE_ENV = 'production';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const {
  FIRST_SCREEN_DOCUMENT,
  FIRST_SCREEN_PAGES,
  FIRST_SCREENS_DIR,
  UI_LANGUAGES,
  firstScreenFileName,
} = await import('@tontine/contracts');
const { firstScreenDocument } = await import('./first-screen-document.mjs');
const { renderFirstScreen } = await import(join(web, 'out/prerender/render-first-screen.js'));

const dir = join(web, 'dist', FIRST_SCREENS_DIR);
mkdirSync(dir, { recursive: true });
const indexHtml = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
writeFileSync(join(dir, FIRST_SCREEN_DOCUMENT), firstScreenDocument(indexHtml));
for (const path of Object.keys(FIRST_SCREEN_PAGES)) {
  for (const language of UI_LANGUAGES) {
    const html = await renderFirstScreen(path, language);
    if (!html.includes('<main')) throw new Error(`${path} (${language}) rendered no page: ${html}`);
    writeFileSync(join(dir, firstScreenFileName(path, language)), html);
    console.log(`first screen ${path} (${language}): ${(html.length / 1024).toFixed(1)} kB`);
  }
}
