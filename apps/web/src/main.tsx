import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyPageShortcutBeforeRender } from './app/hash-shortcuts';
import { createQueryClient } from './lib/query-client';
import { applyStoredPreferences } from './lib/preferences';

applyStoredPreferences();
applyPageShortcutBeforeRender();

// The last-seen groups, rotation, payments and notifications stay readable offline (issue 13);
// loaded beside the entry, not in it (IndexedDB answers asynchronously anyway).
const queryClient = createQueryClient();
void import('./lib/offline-cache').then(({ keepLastSeenData }) => keepLastSeenData(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
