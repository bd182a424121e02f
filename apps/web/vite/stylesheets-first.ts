import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Vite writes the stylesheet after the entry's script and its module preloads. A first screen
 * (HTML sent with the page) paints once the stylesheet is there, and over HTTP/1.1 a browser
 * opens six connections to a host: the stylesheet waited for the scripts ahead of it. Moved
 * before the first script, it is asked for first.
 */
export function stylesheetsFirst(): Plugin {
  return {
    name: 'tontine:stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        const script = html.indexOf('<script type="module"');
        if (links.length === 0 || script < 0) return html;
        const rest = html.replace(STYLESHEET, '');
        const at = rest.indexOf('<script type="module"');
        return `${rest.slice(0, at)}${links.map((l) => l.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
      },
    },
  };
}
