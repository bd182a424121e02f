import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreenContext } from '@tontine/contracts';
import { makeAccount } from '../test/factories';
import { endSession, startSession } from '../lib/session';
import { takeFirstScreen } from './first-screen';

const context: FirstScreenContext = {
  path: '/login',
  language: 'en',
  maintenance: {
    enabled: false,
    message: 'Application en cours de mise à jour...',
    estimated_time: '30-60 minutes',
    contact_email: null,
    updated_at: '2026-11-25T00:00:00.000Z',
  },
};

/** The page as the server sends it with a first screen (apps/api/src/web/first-screens.ts). */
function serve(sent: FirstScreenContext | string = context): HTMLElement {
  document.body.innerHTML =
    '<div id="root" data-first-screen><main>Sign in</main></div>' +
    `<script type="application/json" id="first-screen">${typeof sent === 'string' ? sent : JSON.stringify(sent)}</script>`;
  return document.getElementById('root')!;
}

describe('takeFirstScreen', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));
  afterEach(() => endSession());

  it('keeps the first screen for React to hydrate when the visit shows exactly it', () => {
    const root = serve();
    expect(takeFirstScreen(root, 'en')).toEqual(context);
    expect(root.innerHTML).toBe('<main>Sign in</main>');
    expect(root.hasAttribute('data-first-screen')).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it.each([
    ['another language is shown', () => takeFirstScreen(serve(), 'sw')],
    [
      'the site is under maintenance',
      () =>
        takeFirstScreen(
          serve({ ...context, maintenance: { ...context.maintenance, enabled: true } }),
          'en',
        ),
    ],
    [
      'someone is signed in',
      () => {
        startSession('token-123', makeAccount());
        return takeFirstScreen(serve(), 'en');
      },
    ],
    [
      'the page carries a state from the previous one',
      () => {
        window.history.replaceState({ usr: { passwordReset: true } }, '', '/login');
        return takeFirstScreen(serve(), 'en');
      },
    ],
    [
      'the address has a hash',
      () => {
        window.history.replaceState(null, '', '/login#demo');
        return takeFirstScreen(serve(), 'en');
      },
    ],
    [
      'the address moved to another page',
      () => {
        window.history.replaceState(null, '', '/register');
        return takeFirstScreen(serve(), 'en');
      },
    ],
    ['the context cannot be read', () => takeFirstScreen(serve('{"path":'), 'en')],
  ])('empties the root when %s', (_, take) => {
    expect(take()).toBeNull();
    const root = document.getElementById('root')!;
    expect(root.childNodes).toHaveLength(0);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('leaves a page sent without a first screen as it is', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeFirstScreen(document.getElementById('root')!, 'fr')).toBeNull();
  });
});
