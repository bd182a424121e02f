import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupDetailDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { fakeApi, sentBodies } from '../../test/fake-api';
import { makeCycle, makeRotation } from '../../test/factories';
import { GroupMembersTab } from './group-members-tab';

const member = (id: string, username: string) => ({
  id,
  username,
  email: null,
  phone: null,
  role: 'member' as const,
  joined_at: '2025-12-01T10:00:00.000Z',
});

const group = {
  id: 'g-1',
  my_relation: 'member',
  members: [member('u-1', 'Amina'), member('u-2', 'Baraka'), member('u-3', 'Chausiku')],
} as GroupDetailDto;

describe('GroupMembersTab', () => {
  it("shows each member's state for the current cycle", async () => {
    fakeApi({
      'GET /groups/g-1/rotation': () =>
        jsonResponse(
          makeRotation({
            current_cycle: 2,
            cycles: [
              makeCycle({ cycle_number: 1, paid_out: true }),
              makeCycle({
                cycle_number: 2,
                members: [
                  { user_id: 'u-1', state: 'paid', approved: '5000.00', pending: '0.00' },
                  { user_id: 'u-2', state: 'not_owed', approved: '0.00', pending: '0.00' },
                  { user_id: 'u-3', state: 'overdue', approved: '0.00', pending: '0.00' },
                ],
              }),
            ],
          }),
        ),
    });
    renderWithProviders(<GroupMembersTab group={group} userId="u-1" isAdmin={false} />);
    expect(await screen.findByText('Contributions du cycle 2')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Amina' })).getByText('Payé')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Baraka' })).getByText('Rien à payer'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Chausiku' })).getByText('En retard'),
    ).toBeVisible();
  });

  it('still lists the members when the states cannot be read', async () => {
    const fetch = fakeApi({});
    renderWithProviders(<GroupMembersTab group={group} userId="u-1" isAdmin={false} />);
    expect(screen.getByRole('listitem', { name: 'Amina' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(/^Contributions du cycle/)).not.toBeInTheDocument();
  });

  it("shows the members' contact details to the group's admin only", async () => {
    fakeApi({});
    const withContacts = {
      ...group,
      my_relation: 'admin',
      members: [
        { ...member('u-1', 'Amina'), role: 'admin' as const, phone: '+254 700 000 001' },
        { ...member('u-2', 'Baraka'), email: 'baraka@example.com', phone: '+254 (712) 345-678' },
      ],
    } as GroupDetailDto;
    const { unmount } = renderWithProviders(
      <GroupMembersTab group={withContacts} userId="u-1" isAdmin />,
    );
    const baraka = screen.getByRole('listitem', { name: 'Baraka' });
    expect(within(baraka).getByRole('link', { name: 'E-mail de Baraka' })).toHaveAttribute(
      'href',
      'mailto:baraka@example.com',
    );
    expect(within(baraka).getByRole('link', { name: 'Téléphone de Baraka' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    unmount();

    // A member's page carries no one's e-mail; the admin's phone is for Call Admin, not the list.
    renderWithProviders(<GroupMembersTab group={withContacts} userId="u-2" isAdmin={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lets the admin name a treasurer and take the role back; a member sees the role only', async () => {
    const fetch = fakeApi({
      'PUT /groups/g-1/members/u-2/role': () =>
        jsonResponse({ ...member('u-2', 'Baraka'), role: 'treasurer' }),
      'PUT /groups/g-1/members/u-3/role': () => jsonResponse(member('u-3', 'Chausiku')),
    });
    const withTreasurer = {
      ...group,
      my_relation: 'admin',
      members: [
        { ...member('u-1', 'Amina'), role: 'admin' as const },
        member('u-2', 'Baraka'),
        { ...member('u-3', 'Chausiku'), role: 'treasurer' as const },
      ],
    } as GroupDetailDto;
    const { unmount } = renderWithProviders(
      <GroupMembersTab group={withTreasurer} userId="u-1" isAdmin />,
    );
    const chausiku = screen.getByRole('listitem', { name: 'Chausiku' });
    expect(within(chausiku).getByText('Trésorier')).toBeVisible();
    // No role to give an admin.
    expect(
      within(screen.getByRole('listitem', { name: 'Amina' })).queryByRole('button', {
        name: /trésorier/,
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nommer Baraka trésorier' }));
    expect(await screen.findByText(/Baraka est trésorier/)).toBeVisible();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/members/u-2/role')).toEqual([
      { role: 'treasurer' },
    ]);
    await userEvent.click(
      within(chausiku).getByRole('button', { name: 'Retirer à Chausiku le rôle de trésorier' }),
    );
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/members/u-3/role')).toEqual([{ role: 'member' }]);
    unmount();

    renderWithProviders(<GroupMembersTab group={withTreasurer} userId="u-2" isAdmin={false} />);
    expect(screen.getByText('Trésorier')).toBeVisible();
    expect(screen.queryByRole('button', { name: /trésorier/ })).not.toBeInTheDocument();
  });
});
