import type { AdImageUploadBridge, DesktopApiResponse, DesktopBridge } from '@tontine/contracts';

declare global {
  interface Window {
    /** Exposed by the preload script (and by the end-to-end tests in its place). */
    desktop?: DesktopBridge;
  }
}

export class BridgeMissingError extends Error {
  constructor() {
    super('window.desktop is missing: the console runs inside the Tontine desktop application');
    this.name = 'BridgeMissingError';
  }
}

function current(): DesktopBridge {
  if (!window.desktop) throw new BridgeMissingError();
  return window.desktop;
}

/**
 * The renderer's only way to the desktop. Every call reads window.desktop when it happens, so
 * a test can put its own bridge in place before the page loads.
 */
export const desktop: DesktopBridge = {
  apiBaseUrl: () => current().apiBaseUrl(),
  request: (request) => current().request(request),
  signIn: (email, password, otp) => current().signIn(email, password, otp),
  signOut: () => current().signOut(),
  exportData: (source, onProgress) => current().exportData(source, onProgress),
  notify: (title, body) => current().notify(title, body),
};

/**
 * The ad image upload (ads-api.ts in the contracts), beside the bridge's operations: the
 * preload, the web console's bridge and the tests' bridge all have it.
 */
export function uploadAdImage(bytes: Uint8Array, fileName: string): Promise<DesktopApiResponse> {
  const bridge = current() as DesktopBridge & Partial<AdImageUploadBridge>;
  if (!bridge.uploadAdImage) throw new BridgeMissingError();
  return bridge.uploadAdImage(bytes, fileName);
}
