import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { GroupRulesDto } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeRules } from '../../../test/factories';
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

const rules: GroupRulesDto = makeRules({ version: 3 });
const withRules = {
  ...group,
  contribution_amount: '5000.00',
  currency: 'KES',
  current_cycle: 1,
  rules,
};
const accept = "J'ai lu et j'accepte les règles du groupe";

describe('JoinGroupButton on a group with rules', () => {
  it('joins only once the rules are read and accepted, naming their version', async () => {
    const fetch = fakeApi({
      'POST /groups/g1/request-join': () =>
        jsonResponse({ success: true, status: 'joined', group: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGroupButton group={withRules} />);
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejoindre « Chama Umoja »' });
    expect(within(dialog).getByText('Règles du groupe')).toBeVisible();
    expect(within(dialog).getByText(/500,00\sKES/)).toBeVisible();
    const join = within(dialog).getByRole('button', { name: 'Rejoindre' });
    expect(join).toBeDisabled();
    expect(callsTo(fetch, 'POST', '/groups/g1/request-join')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: accept }));
    expect(join).toBeEnabled();
    await user.click(join);
    expect(await screen.findByText('Vous avez rejoint « Chama Umoja ».')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g1/request-join')).toEqual([
      { accepted_rules_version: 3 },
    ]);
  });

  it('says the rules changed, unticks the box and fetches the groups again', async () => {
    fakeApi({ 'POST /groups/g1/request-join': () => refusal('GROUP_RULES_CHANGED') });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<JoinGroupButton group={withRules} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejoindre « Chama Umoja »' });
    await user.click(within(dialog).getByRole('checkbox', { name: accept }));
    await user.click(within(dialog).getByRole('button', { name: 'Rejoindre' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Les règles du groupe ont changé : relisez-les avant de rejoindre',
    );
    expect(within(dialog).getByRole('checkbox', { name: accept })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups'] });
  });

  it('asks a private group with the message and the rules, naming their version', async () => {
    const fetch = fakeApi({
      'POST /groups/g1/join-request': () =>
        jsonResponse({ success: true, message: 'ok', request: {} }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGroupButton group={{ ...withRules, is_public: false }} />);
    await user.click(screen.getByRole('button', { name: "Demander l'adhésion" }));
    const dialog = await screen.findByRole('dialog', { name: "Demander l'adhésion" });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Message de motivation/ }),
      'Bonjour',
    );
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: accept }));
    await user.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Demande d'adhésion envoyée avec succès !",
    );
    expect(sentBodies(fetch, 'POST', '/groups/g1/join-request')).toEqual([
      { message: 'Bonjour', accepted_rules_version: 3 },
    ]);
  });

  it('opens the request form to someone refused before, the rules already accepted', async () => {
    const fetch = fakeApi({
      'POST /groups/g1/request-join': () => refusal('JOIN_REQUEST_REFUSED'),
      'POST /groups/g1/join-request': () =>
        jsonResponse({ success: true, message: 'ok', request: {} }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGroupButton group={withRules} />);
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rejoindre « Chama Umoja »' });
    await user.click(within(confirm).getByRole('checkbox', { name: accept }));
    await user.click(within(confirm).getByRole('button', { name: 'Rejoindre' }));
    const ask = await screen.findByRole('dialog', { name: "Demander l'adhésion" });
    expect(within(ask).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(ask).getByRole('textbox', { name: /Message de motivation/ }), 'Bonjour');
    await user.click(within(ask).getByRole('button', { name: 'Envoyer' }));
    expect(await within(ask).findByRole('status')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g1/join-request')).toEqual([
      { message: 'Bonjour', accepted_rules_version: 3 },
    ]);
  });

  it('beside rules already on screen, keeps Rejoindre disabled until the box is ticked', async () => {
    const fetch = fakeApi({
      'POST /groups/g1/request-join': () =>
        jsonResponse({ success: true, status: 'joined', group: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGroupButton group={withRules} acceptance="inline" />);
    const join = screen.getByRole('button', { name: 'Rejoindre' });
    expect(join).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: accept }));
    await user.click(join);
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', '/groups/g1/request-join')).toEqual([
        { accepted_rules_version: 3 },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
