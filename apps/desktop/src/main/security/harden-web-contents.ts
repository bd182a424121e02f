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
export function lockDownWebContents(app: App, isConsolePage: (url: string) => boolean): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event) => {
      if (!isConsolePage(event.url)) event.preventDefault();
    });
    contents.on('will-redirect', (event) => {
      if (!isConsolePage(event.url)) event.preventDefault();
    });
  });
}
