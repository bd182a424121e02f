import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDetailDto, JoinRequestDto, UserDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { callsTo, fakeApi } from '../../test/fake-api';
import {
  makeGroupSavings,
  makeRotation,
  makeSavingsRules,
  makeStanding,
} from '../../test/factories';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GroupRoute } from './group-route';

const member = (id: string, username: string, role: 'admin' | 'member' = 'member') => ({
  id,
  username,
  email: null,
  phone: null,
  role,
  joined_at: '2025-12-01T10:00:00.000Z',
});

function makeGroup(relation: 'admin' | 'member'): GroupDetailDto {
  return {
    id: 'g-1',
    name: 'Chama Umoja',
    description: 'Épargne entre voisins',
    admin_id: 'u-1',
    admin_name: 'Amina',
    admin_phone: null,
    member_count: 2,
    max_members: 10,
    is_active: true,
    status: 'active',
    currency: 'KES',
    contribution_amount: '5000.00',
    payout_frequency: 'monthly',
    start_date: '2026-01-01',
    current_cycle: 1,
    payment_enabled: true,
    chat_enabled: true,
    language: 'fr',
    payout_order_method: 'admin_set',
    beneficiary_contributes: true,
    rules: {
      late_fine_kind: 'fixed',
      late_fine: '250.00',
      paid_member_late_fine: '500.00',
      grace_days: 2,
      reminder_days_before: 2,
      version: 1,
      effective_from_cycle: 1,
    },
    my_relation: relation,
    members: [member('u-1', 'Amina', 'admin'), member('u-2', 'Baraka')],
  } as unknown as GroupDetailDto;
}

const request = {
  id: 'r-1',
  group_id: 'g-1',
  group_name: 'Chama Umoja',
  group_description: '',
  user_id: 'u-3',
  username: 'Chausiku',
  message: 'Karibu?',
  status: 'pending',
  created_at: '2026-01-05T09:00:00.000Z',
  decided_at: null,
  admin_response: null,
  invitation_code: null,
  invitation_expires_at: null,
} satisfies JoinRequestDto;

/** The group page as `relation` sees it, its admins' standings among its answers. */
function renderGroup(relation: 'admin' | 'member') {
  startSession('token', { id: relation === 'admin' ? 'u-1' : 'u-2', username: 'x' } as UserDto);
  const fetch = fakeApi({
    'GET /groups/g-1': () => jsonResponse(makeGroup(relation)),
    'GET /groups/g-1/rotation': () => jsonResponse(makeRotation()),
    'GET /groups/g-1/contributions': () => jsonResponse([]),
    'GET /groups/g-1/join-requests': () => jsonResponse([request]),
    'GET /groups/g-1/activity': () => jsonResponse([]),
    'GET /groups/g-1/savings': () =>
      jsonResponse(makeGroupSavings({ rules: makeSavingsRules({ enabled: false }) })),
    'GET /groups/g-1/standings': () =>
      jsonResponse({
        standings: [
          makeStanding({ user_id: 'u-1', score: 95 }),
          makeStanding({
            user_id: 'u-2',
            cycles_owed: 5,
            on_time: 3,
            late: 1,
            missed: 1,
            fines: 2,
            fines_unpaid: 1,
            completed_rotations: 1,
          }),
          makeStanding({ user_id: 'u-3', score: null, cycles_owed: 0, on_time: 0, late: 0 }),
        ],
      }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/groups/:id" element={<GroupRoute />} />
    </Routes>,
    { route: '/groups/g-1' },
  );
  return fetch;
}

describe('GroupRoute standings', () => {
  it("shows the group's admin a standing beside each join request and each member, asked once", async () => {
    const fetch = renderGroup('admin');

    const asking = await screen.findByRole('article', { name: 'Chausiku' });
    // Someone with no deadline passed yet is new, not a bad payer.
    const newcomer = await within(asking).findByRole('button', { name: 'Fiabilité : Nouveau' });
    expect(newcomer).toHaveTextContent('Nouveau');
    fireEvent.click(newcomer);
    expect(await screen.findByRole('dialog', { name: 'Fiabilité de Chausiku' })).toHaveTextContent(
      'Pas encore de score : aucune échéance passée.',
    );

    fireEvent.click(screen.getByRole('tab', { name: /Membres/ }));
    const baraka = screen.getByRole('listitem', { name: 'Baraka' });
    const badge = await within(baraka).findByRole('button', { name: 'Fiabilité 62/100' });
    expect(
      within(screen.getByRole('listitem', { name: 'Amina' })).getByRole('button', {
        name: 'Fiabilité 95/100',
      }),
    ).toBeInTheDocument();

    // A tap opens the counts (a phone has no hover).
    fireEvent.click(badge);
    const details = await screen.findByRole('dialog', { name: 'Fiabilité de Baraka' });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      'Cycles dus': '5',
      'À l’heure': '3',
      'En retard': '1',
      Manqués: '1',
      Amendes: '2',
      'dont impayées': '1',
      'Rotations terminées': '1',
    });

    expect(callsTo(fetch, 'GET', '/groups/g-1/standings')).toHaveLength(1);
  });

  it('neither asks for the standings nor shows one to a plain member', async () => {
    const fetch = renderGroup('member');
    fireEvent.click(await screen.findByRole('tab', { name: /Membres/ }));
    expect(screen.getByRole('listitem', { name: 'Baraka' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Chausiku' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fiabilité/)).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/groups/g-1/standings')).toHaveLength(0);
  });
});
