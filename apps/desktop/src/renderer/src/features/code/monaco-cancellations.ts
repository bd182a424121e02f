/**
 * Monaco cancels its own pending work (a diff being computed, a delayed widget) when an editor
 * or a model goes away, and some of those cancellations reach the window as unhandled
 * rejections whose error is named and worded "Canceled". They are not failures and would only
 * fill the console: they are dropped here, and nothing else is.
 */
export function isMonacoCancellation(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'Canceled' && message === 'Canceled';
}

export function ignoreMonacoCancellations(target: Window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isMonacoCancellation(event.reason)) event.preventDefault();
  });
}
