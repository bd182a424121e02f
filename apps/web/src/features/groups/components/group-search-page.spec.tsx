import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsMe } from '../../../test/factories';
import { GroupSearchPage } from './group-search-page';

const group = {
  id: 'g-7',
  name: 'Chama Umoja',
  description: 'Épargne entre voisins du quartier',
  status: 'active',
  is_public: true,
  is_private: false,
  member_count: 3,
  max_members: 10,
  contribution_amount: '5000.00',
  currency: 'KES',
  created_at: '2026-01-01T00:00:00.000Z',
  my_relation: null,
} as unknown as GroupDto;

describe('GroupSearchPage', () => {
  it('searches the text of the URL and leads each result to its group page', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /groups/search': () => jsonResponse({ items: [group], next_cursor: null }),
    });
    renderWithProviders(<GroupSearchPage />, { route: '/search?q=umoja' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Rechercher un groupe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('umoja');
    expect(await screen.findByText('Chama Umoja')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 groupe(s)');
    expect(screen.getByRole('link', { name: 'Voir détails' })).toHaveAttribute(
      'href',
      '/groups/g-7',
    );
    expect(callsTo(fetch, 'GET', '/groups/search')[0]?.search.get('q')).toBe('umoja');
  });

  it("says 'Aucun groupe trouvé' when nothing matches", async () => {
    signInAsMe();
    fakeApi({ 'GET /groups/search': () => jsonResponse({ items: [], next_cursor: null }) });
    renderWithProviders(<GroupSearchPage />, { route: '/search' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun groupe trouvé')).toBeInTheDocument();
    expect(within(document.body).queryByRole('link', { name: 'Voir détails' })).toBeNull();
  });
});
