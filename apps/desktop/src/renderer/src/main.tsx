import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createWebBridge } from './web/web-bridge';

// Served by the API at /console, the page has no preload: the browser's bridge stands in.
// In the desktop app (and the desktop tests) window.desktop is already there and stays.
if (!window.desktop) {
  Object.defineProperty(window, 'desktop', { value: Object.freeze(createWebBridge()) });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
