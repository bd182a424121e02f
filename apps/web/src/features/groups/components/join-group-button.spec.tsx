import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { JoinGroupButton } from './join-group-button';

const group = { id: 'g1', name: 'Chama Umoja', is_public: true };

afterEach(() => notifications.clean());

describe('JoinGroupButton on a public group', () => {
  it('tells someone refused before why, and opens the request form: the way back in', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          detail:
            'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
          code: 'JOIN_REQUEST_REFUSED',
        },
        403,
      ),
    );
    renderWithProviders(<JoinGroupButton group={group} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(
      await screen.findByText(
        'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: /Message de motivation/ }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/groups/g1/request-join');
  });

  it('opens no form for other failures', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ detail: 'Ce groupe a atteint sa capacité maximale', code: 'GROUP_FULL' }, 400),
    );
    renderWithProviders(<JoinGroupButton group={group} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Ce groupe a atteint sa capacité maximale')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: /Message de motivation/ }),
    ).not.toBeInTheDocument();
  });
});
