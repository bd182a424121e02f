import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { makeListedGroup, signInAsMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { MyGroupsPage } from './my-groups-page';

describe('MyGroupsPage', () => {
  it('keeps the groups last seen on screen when their refresh fails', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /groups': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const group = makeListedGroup({ name: 'Chama Umoja', is_active: true });
    const { queryClient } = renderWithProviders(<MyGroupsPage />, { route: '/my-groups' });
    // What IndexedDB restores while the page's own request is on its way, or after it failed.
    queryClient.setQueryData(queryKeys.myGroups, {
      pages: [{ items: [group], next_cursor: null }],
      pageParams: [null],
    });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.myGroups)?.status).toBe('error'),
    );
    expect(screen.getByRole('article', { name: /Chama Umoja/ })).toBeVisible();
    // The total saved has its own request, which this test does not answer: only the list's
    // failure matters here.
    expect(screen.queryByText(/Erreur de connexion/)).toBeNull();
  });

  it('says why when there is nothing to show', async () => {
    signInAsMe();
    fakeApi({ 'GET /groups': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<MyGroupsPage />, { route: '/my-groups' });
    expect(await screen.findByText(/Erreur de connexion/)).toBeVisible();
  });
});
