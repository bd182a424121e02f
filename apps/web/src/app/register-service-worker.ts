import { whenIdle } from '../lib/when-idle';

/**
 * Installing the service worker downloads and stores every file of the client (Workbox's
 * precache, about 430 files). Registered at the page's load event, as vite-plugin-pwa's own
 * script does, it ran while a phone was still fetching and rendering the first screen: the
 * downloads took the phone's network, and the worker and the browser took its CPU, from the
 * page (decision 0043). Registered once the page has loaded and its first
 * screen is rendered, when the browser is next idle.
 */
export function registerServiceWorkerAfterFirstScreen(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      // A browser that refuses it (some private windows) runs the client without offline copies.
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
