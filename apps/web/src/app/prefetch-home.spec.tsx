import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MemberHomeDto } from '@tontine/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '../lib/session';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { callsTo, fakeApi } from '../test/fake-api';
import {
  makeAccount,
  makeListedGroup,
  makeRewards,
  makeSettings,
  makeStanding,
} from '../test/factories';
import { jsonResponse } from '../test/render';
import { prefetchHome } from './prefetch-home';
import { Providers } from './providers';
import { HomeRoute } from './routes/home-route';

const group = makeListedGroup();

const home: MemberHomeDto = {
  user: makeAccount({ username: 'Amina Otieno' }),
  settings: makeSettings(),
  groups: { items: [group], next_cursor: null },
  summary: {
    total_contributed: { KES: '15000.00' },
    total_received: {},
    total_saved: { KES: '15000.00' },
    pending_count: 1,
  },
  payments: { due: [], history: [], fines: [] },
  flows: [],
  notifications: [],
  rewards: makeRewards(),
};

/** Each first-screen section's own endpoint: none of them may be called while seeded. */
const OWN_ENDPOINTS = [
  '/auth/me',
  '/users/me/settings',
  '/groups',
  '/users/me/summary',
  '/users/me/payments',
  '/users/me/flows',
  '/notifications',
  '/users/me/rewards',
];

function renderDashboard(queryClient: QueryClient) {
  return render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<HomeRoute />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * The profile card's flag comes from a module loaded on first use: the test ends once it is
 * drawn, so that nothing is still loading when the environment is torn down.
 */
async function flagDrawn() {
  await waitFor(() => expect(document.querySelector('img[src*="KE"]')).not.toBeNull(), {
    timeout: 10_000,
  });
}

function serve() {
  return fakeApi({
    'GET /users/me/home': () => jsonResponse(home),
    'GET /groups': () => jsonResponse({ items: [group], next_cursor: null }),
    'GET /ads': () => jsonResponse([]),
    // Read only to convert totals into the chosen currency: not a part of the home.
    'GET /rates': () => jsonResponse([]),
    // The standing card, lazy and under the first screen, asks its own endpoint.
    'GET /users/me/standing': () => jsonResponse(makeStanding()),
  });
}

describe('prefetchHome', () => {
  it('seeds every section of the dashboard from one request: none asks its own endpoint', async () => {
    startSession('token', makeAccount());
    const api = serve();
    // The app's own client: its freshness decides whether a seeded section asks again.
    const queryClient = createQueryClient();
    const settled = prefetchHome(queryClient, '/dashboard');
    expect(settled).not.toBeNull();
    renderDashboard(queryClient);

    expect(await screen.findByText('Chama des amis')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Aperçu' });
    // The totals, from the summary part.
    expect(await within(overview).findByText('15 000,00 KES')).toBeInTheDocument();
    // The lazy Paiements section and the rest have settled: still nothing but the one request.
    expect(
      await screen.findByRole('link', { name: 'Voir tous mes paiements' }),
    ).toBeInTheDocument();
    const standing = await screen.findByRole('region', { name: 'Ma fiabilité' });
    expect(await within(standing).findByText('88/100')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/users/me/home')).toHaveLength(1);
    for (const path of OWN_ENDPOINTS) expect(callsTo(api, 'GET', path), path).toHaveLength(0);
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(home.user);
    expect(queryClient.getQueryData(queryKeys.settings)).toEqual(home.settings);
    expect(queryClient.getQueryData(queryKeys.notifications)).toEqual([]);
    await expect(settled).resolves.toBeUndefined();

    // A section's refresh goes through its own endpoint, as before.
    await queryClient.invalidateQueries({ queryKey: queryKeys.groups });
    await waitFor(() => expect(callsTo(api, 'GET', '/groups')).toHaveLength(1));
    expect(callsTo(api, 'GET', '/users/me/home')).toHaveLength(1);
    await flagDrawn();
  });

  it("falls back to each section's own endpoint when the home request fails", async () => {
    startSession('token', makeAccount());
    const api = fakeApi({
      'GET /users/me/home': () => jsonResponse({ detail: 'panne', code: 'INTERNAL' }, 500),
      'GET /groups': () => jsonResponse({ items: [group], next_cursor: null }),
      'GET /users/me/summary': () => jsonResponse(home.summary),
      'GET /users/me/payments': () => jsonResponse(home.payments),
      'GET /users/me/flows': () => jsonResponse([]),
      'GET /notifications': () => jsonResponse([]),
      'GET /users/me/rewards': () => jsonResponse(home.rewards),
      'GET /ads': () => jsonResponse([]),
      'GET /rates': () => jsonResponse([]),
      'GET /users/me/standing': () => jsonResponse(makeStanding()),
    });
    const queryClient = createQueryClient();
    const settled = prefetchHome(queryClient, '/dashboard');
    // Settled, not rejected: the first render waits on it (main.tsx).
    await expect(settled).resolves.toBeUndefined();
    renderDashboard(queryClient);

    expect(await screen.findByText('Chama des amis')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Aperçu' });
    expect(await within(overview).findByText('15 000,00 KES')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/groups')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/users/me/summary')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await flagDrawn();
  });

  it('starts nothing off the dashboard, or without a session', () => {
    startSession('token', makeAccount());
    const api = serve();
    const queryClient = new QueryClient();
    expect(prefetchHome(queryClient, '/my-groups')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
