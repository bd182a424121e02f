import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupDetailDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { signInAsMe } from '../../../test/factories';
import { ChatModeratorsPanel } from './chat-moderators-panel';

const member = (id: string, username: string, role: 'admin' | 'member' = 'member') => ({
  id,
  username,
  email: null,
  phone: null,
  role,
  joined_at: '2026-11-01T00:00:00.000Z',
});

const group = {
  id: 'g-1',
  admin_id: 'u-admin',
  members: [member('u-admin', 'Achieng', 'admin'), member('u-2', 'Kamau'), member('u-3', 'Njeri')],
} as GroupDetailDto;

describe('ChatModeratorsPanel', () => {
  it('shows the named moderators and saves a new list', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /chat/groups/g-1/moderators': () =>
        jsonResponse({ group_id: 'g-1', moderator_ids: ['u-2'] }),
      'PUT /chat/groups/g-1/moderators': ({ body }) =>
        jsonResponse({ group_id: 'g-1', moderator_ids: (body as { user_ids: string[] }).user_ids }),
    });
    renderWithProviders(<ChatModeratorsPanel group={group} />);
    const panel = await screen.findByRole('region', { name: 'Modérateurs du chat' });
    expect((await within(panel).findAllByText('Kamau')).length).toBeGreaterThan(0);
    const save = within(panel).getByRole('button', { name: 'Enregistrer les modérateurs' });
    expect(save).toBeDisabled();

    fireEvent.click(within(panel).getAllByLabelText('Membres modérateurs')[0]!);
    // The admin is a moderator by right and is not offered.
    expect(screen.queryByRole('option', { name: 'Achieng' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Njeri' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/chat/groups/g-1/moderators').map((c) => c.body)).toEqual([
        { user_ids: ['u-2', 'u-3'] },
      ]),
    );
    expect(await screen.findByText('Modérateurs enregistrés')).toBeInTheDocument();
  });
});
