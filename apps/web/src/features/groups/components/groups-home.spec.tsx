import { screen, within } from '@testing-library/react';
import type { GroupDto, MemberSummaryDto, UserDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { makeListedGroup } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupsHome } from './groups-home';

const user = {
  id: 'u-1',
  username: 'amina',
  role: 'member',
  preferred_currency: 'KES',
  can_create_groups: true,
} as UserDto;

function makeGroup(my_relation: GroupDto['my_relation']): GroupDto {
  return makeListedGroup({ name: 'Amis', my_relation, pending_requests_count: 0 });
}

const summary: MemberSummaryDto = {
  total_contributed: { KES: '15000.00' },
  total_received: {},
  total_saved: { KES: '15000.00' },
  pending_count: 1,
};

function serveApi(groups: GroupDto[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/groups?')) {
      return Promise.resolve(jsonResponse({ items: groups, next_cursor: null }));
    }
    if (url === '/api/users/me/summary') return Promise.resolve(jsonResponse(summary));
    return Promise.resolve(jsonResponse({ detail: 'unexpected' }, 500));
  });
}

describe('GroupsHome', () => {
  it("shows a member's totals in the overview and no admin panel", async () => {
    startSession('token', user);
    serveApi([makeGroup('member')]);
    renderWithProviders(<GroupsHome user={user} adminPanel={<p>Panneau admin</p>} />);
    const overview = await screen.findByRole('region', { name: 'Aperçu' });
    expect(await within(overview).findByRole('group', { name: 'Mes totaux' })).toBeInTheDocument();
    expect(within(overview).getByText('1 paiement(s)')).toBeInTheDocument();
    expect(screen.queryByText('Panneau admin')).not.toBeInTheDocument();
  });

  it("shows the app's admin panel to a group's admin", async () => {
    startSession('token', user);
    serveApi([makeGroup('admin')]);
    renderWithProviders(<GroupsHome user={user} adminPanel={<p>Panneau admin</p>} />);
    expect(await screen.findByText('Panneau admin')).toBeInTheDocument();
  });
});
