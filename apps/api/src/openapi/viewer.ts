import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the page and its files are served. */
export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = `${DOCS_PATH}/openapi.json`;
const ASSETS_PATH = `${DOCS_PATH}/assets`;

/** Our own start-up script of the viewer: a file, since the CSP runs no inline script. */
const START_SCRIPT = 'start.js';

/**
 * The files of the page: swagger-ui-dist's, served from node_modules, so that the page needs no
 * other site (no CDN, works offline). Only these names are served.
 */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

// Settings of Swagger UI: no call to its online validator (a request to another site, which the
// CSP would block anyway), the token entered under "Authorize" kept only for the page's life.
const START_SCRIPT_TEXT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(DOCUMENT_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

export const VIEWER_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tontine API reference</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${ASSETS_PATH}/index.css" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/${START_SCRIPT}"></script>
  </body>
</html>
`;

export interface ViewerFile {
  type: string;
  bytes: Buffer;
}

/** Reads each file once, on first request: most processes never serve the page. */
export class ViewerFiles {
  private readonly cache = new Map<string, ViewerFile>();
  private readonly dist = dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );

  /** The file of that name, or undefined for any name the page does not use. */
  get(name: string): ViewerFile | undefined {
    if (name === START_SCRIPT)
      return { type: 'text/javascript; charset=utf-8', bytes: Buffer.from(START_SCRIPT_TEXT) };
    const type = Object.hasOwn(VIEWER_FILES, name) ? VIEWER_FILES[name] : undefined;
    if (!type) return undefined;
    let file = this.cache.get(name);
    if (!file) {
      file = { type, bytes: readFileSync(join(this.dist, name)) };
      this.cache.set(name, file);
    }
    return file;
  }
}
