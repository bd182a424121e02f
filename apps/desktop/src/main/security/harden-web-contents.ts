import type { App, Session } from 'electron';

/**
 * Sends the Content-Security-Policy with every response the console's session receives (the
 * dev server's pages and the packaged files alike), replacing any policy already present.
 */
export function applyContentSecurityPolicy(session: Session, policy: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [policy] } });
  });
  // The console needs no camera, microphone, geolocation or web notification (main shows
  // notifications); copying to the clipboard (a transaction hash, an id) is all it may ask for.
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(permission === 'clipboard-sanitized-write'),
  );
}

/**
 * For every page Electron creates: no new windows, no webviews, and no navigation away from
 * the console's own page (a link or a redirect would otherwise replace it, preload included).
 */
export function lockDownWebContents(
  app: App,
  isConsolePage: (url: string) => boolean,
  openExternal: (url: string) => void,
): void {
  app.on('web-contents-created', (_event, contents) => {
    // A link that opens a new window (a transaction on a block explorer, the source code) goes
    // to the system browser when it is https; the console never opens a window of its own.
    contents.setWindowOpenHandler(({ url }) => {
      const target = externalLinkTarget(url);
      if (target) openExternal(target);
      return { action: 'deny' };
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event) => {
      if (!isConsolePage(event.url)) event.preventDefault();
    });
    contents.on('will-redirect', (event) => {
      if (!isConsolePage(event.url)) event.preventDefault();
    });
  });
}

/** The https URL a console link may open in the system browser; null for anything else. */
export function externalLinkTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password
      ? parsed.href
      : null;
  } catch {
    return null;
  }
}
