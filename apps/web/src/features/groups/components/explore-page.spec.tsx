import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ExplorePage } from './explore-page';

describe('ExplorePage filters', () => {
  it('applies the shown filter from the first load: no hidden maximum, "no limit" said', async () => {
    const fetch = fakeApi({
      'GET /groups/explore': () => jsonResponse({ items: [], next_cursor: null }),
    });
    renderWithProviders(<ExplorePage />);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/explore')).toHaveLength(1));
    const first = callsTo(fetch, 'GET', '/groups/explore')[0]!.search;
    expect(first.has('contribution_max')).toBe(false);
    expect(first.has('members_max')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(screen.getByText('Contribution maximum : sans limite')).toBeInTheDocument();
  });
});
