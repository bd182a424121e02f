/**
 * What Mantine reads and happy-dom lacks (media queries, resize observers), for the component
 * specs of both clients: the web's (`apps/web`) and the console renderer's (`apps/desktop`),
 * whose Vitest projects list this file in `setupFiles`. A spec that runs in Node has no window.
 */
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    value: class ResizeObserverForTests {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  // Mantine's autosize textarea listens to font loading; lists scroll their last item into view.
  if (!('fonts' in document) || !document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}
