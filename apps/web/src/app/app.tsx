import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { HashShortcuts } from './hash-shortcuts';
import { Providers } from './providers';
import { useSessionEffects } from './use-session-effects';

function SessionEffects() {
  useSessionEffects();
  return null;
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <SessionEffects />
        <HashShortcuts />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
