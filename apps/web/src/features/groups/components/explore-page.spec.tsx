import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupRulesDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeListedGroup, makeRules } from '../../../test/factories';
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

describe("ExplorePage's group preview", () => {
  const rules: GroupRulesDto = makeRules({
    late_fine_kind: 'percent',
    late_fine: '5.00',
    paid_member_late_fine: '10.00',
  });
  const listed = makeListedGroup({
    id: 'g-9',
    name: 'Chama Wazi',
    is_public: true,
    my_relation: null,
    admin_name: 'Wanjiku',
    current_cycle: 1,
    rules,
  });
  const accept = "J'ai lu et j'accepte les règles du groupe";

  async function openPreview(fetch: ReturnType<typeof fakeApi>) {
    renderWithProviders(<ExplorePage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Chama Wazi' });
    await user.click(within(card).getByRole('button', { name: 'Voir détails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chama Wazi' });
    expect(callsTo(fetch, 'GET', '/groups/explore')).toHaveLength(1);
    return { user, dialog };
  }

  it('shows the rules and joins once they are accepted, naming their version', async () => {
    const fetch = fakeApi({
      'GET /groups/explore': () => jsonResponse({ items: [listed], next_cursor: null }),
      'POST /groups/g-9/request-join': () =>
        jsonResponse({ success: true, status: 'joined', group: listed }),
    });
    const { user, dialog } = await openPreview(fetch);
    expect(within(dialog).getByText('Règles du groupe')).toBeVisible();
    expect(within(dialog).getByText(/^5\s%\sde la cotisation \(= 250,00\sKES\)$/)).toBeVisible();
    const join = within(dialog).getByRole('button', { name: 'Rejoindre' });
    expect(join).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: accept }));
    await user.click(join);
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', '/groups/g-9/request-join')).toEqual([
        { accepted_rules_version: 1 },
      ]),
    );
  });

  it('says the rules changed and shows the new ones from the list fetched again', async () => {
    let current = listed;
    const fetch = fakeApi({
      'GET /groups/explore': () => jsonResponse({ items: [current], next_cursor: null }),
      'POST /groups/g-9/request-join': () => {
        current = { ...listed, rules: { ...rules, late_fine: '8.00', version: 2 } };
        return refusal('GROUP_RULES_CHANGED');
      },
    });
    const { user, dialog } = await openPreview(fetch);
    await user.click(within(dialog).getByRole('checkbox', { name: accept }));
    await user.click(within(dialog).getByRole('button', { name: 'Rejoindre' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Les règles du groupe ont changé : relisez-les avant de rejoindre',
    );
    expect(
      await within(dialog).findByText(/^8\s%\sde la cotisation \(= 400,00\sKES\)$/),
    ).toBeVisible();
    expect(callsTo(fetch, 'GET', '/groups/explore')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: accept })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
  });
});
