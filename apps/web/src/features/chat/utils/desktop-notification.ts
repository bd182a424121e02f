/**
 * A desktop notification for a message that arrives while the page is hidden, when the
 * person has granted the permission. Answers whether one was shown.
 */
export function notifyWhileHidden(title: string, body: string, tag: string): boolean {
  if (typeof document === 'undefined' || !document.hidden) return false;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    new Notification(title, { body, tag });
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
}

/** Asks for the permission once, from a click (browsers ignore requests made without one). */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  // Older Safari answers through a callback and returns nothing.
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}
