import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_CONTEXT_ID,
  FIRST_SCREEN_DOCUMENT,
  FIRST_SCREEN_PAGES,
  FIRST_SCREENS_DIR,
  UI_LANGUAGE_COOKIE,
  UI_LANGUAGES,
  firstScreenFileName,
  visitorUiLanguage,
  type FirstScreenContext,
  type FirstScreenPath,
  type MaintenanceStatus,
  type UiLanguage,
} from '@tontine/contracts';
import type { FastifyRequest } from 'fastify';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The pages rendered to HTML when the web client was built (apps/web/scripts/
 * render-first-screens.mjs), one per language, and the document they are sent in (index.html
 * without its module preloads), read once at start. A build without them
 * (or a document without an empty root) simply sends index.html as it is.
 */
export class FirstScreens {
  private readonly screens = new Map<string, string>();
  private readonly document: string;

  constructor(
    webDist: string,
    private readonly indexHtml: string,
  ) {
    const document = join(webDist, FIRST_SCREENS_DIR, FIRST_SCREEN_DOCUMENT);
    this.document = existsSync(document) ? readFileSync(document, 'utf8') : indexHtml;
    if (!this.document.includes(EMPTY_ROOT)) return;
    for (const path of Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[]) {
      for (const language of UI_LANGUAGES) {
        const file = join(webDist, FIRST_SCREENS_DIR, firstScreenFileName(path, language));
        if (existsSync(file)) this.screens.set(key(path, language), readFileSync(file, 'utf8'));
      }
    }
  }

  /** The path's first screen, when it has one and the request asks for the page as built. */
  wants(request: FastifyRequest): FirstScreenPath | null {
    const [path, query] = request.url.split('?');
    if (query !== undefined || !Object.hasOwn(FIRST_SCREEN_PAGES, path!)) return null;
    return this.screens.size > 0 ? (path as FirstScreenPath) : null;
  }

  /**
   * index.html with the page's first screen inside the root, in the language the client will
   * show: the one the visitor chose before signing in (its cookie), else the browser's first.
   */
  page(request: FastifyRequest, path: FirstScreenPath, maintenance: MaintenanceStatus): string {
    const language = visitorLanguage(request);
    const screen = this.screens.get(key(path, language));
    if (!screen) return this.indexHtml;
    const context: FirstScreenContext = { path, language, maintenance };
    // In a script element's text, `<` would let a value close the element: escaped in JSON.
    const json = JSON.stringify(context).replace(/</g, '\\u003c');
    return this.document
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        EMPTY_ROOT,
        `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${screen}</div>` +
          `<script type="application/json" id="${FIRST_SCREEN_CONTEXT_ID}">${json}</script>`,
      );
  }
}

function key(path: FirstScreenPath, language: UiLanguage): string {
  return `${path} ${language}`;
}

/** The language the client will show (its guestLanguage): the cookie's choice, else the browser's. */
function visitorLanguage(request: FastifyRequest): UiLanguage {
  const chosen = parseCookies(request.headers.cookie ?? '')[UI_LANGUAGE_COOKIE];
  return visitorUiLanguage(chosen, new Negotiator(request).language());
}
