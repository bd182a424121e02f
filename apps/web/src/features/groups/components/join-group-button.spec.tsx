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

describe('JoinGroupButton when joining can only fail or already waits', () => {
  it('disables Rejoindre on a full group and says why', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<JoinGroupButton group={{ ...group, member_count: 3, max_members: 3 }} />);
    const button = screen.getByRole('button', { name: 'Rejoindre' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Ce groupe a atteint sa capacité maximale');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("disables 'Demander l'adhésion' on a full private group", () => {
    renderWithProviders(
      <JoinGroupButton group={{ ...group, is_public: false, member_count: 5, max_members: 5 }} />,
    );
    expect(screen.getByRole('button', { name: "Demander l'adhésion" })).toBeDisabled();
  });

  it('leaves Rejoindre enabled while there is room', () => {
    renderWithProviders(<JoinGroupButton group={{ ...group, member_count: 2, max_members: 3 }} />);
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeEnabled();
  });

  it('shows a request already waiting instead of a second one', () => {
    renderWithProviders(
      <JoinGroupButton group={{ ...group, is_public: false, my_relation: 'pending' }} />,
    );
    expect(screen.getByText("Demande en attente de réponse de l'administrateur")).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
