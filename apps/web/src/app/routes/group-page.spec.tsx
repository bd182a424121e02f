import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupDetailDto, GroupRulesDto, GroupSavings, UserDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { callsTo, fakeApi, sentBodies } from '../../test/fake-api';
import {
  kes,
  makeContribution,
  makeFine,
  makeGroupFund,
  makeGroupSavings,
  makeRotation,
  makeSavingsRules,
} from '../../test/factories';
import { GroupPage } from './group-page';

function makeGroup(relation: 'admin' | 'member' | 'pending' | null): GroupDetailDto {
  return {
    id: 'g-1',
    name: 'Chama Umoja',
    description: 'Épargne entre voisins',
    admin_id: 'u-1',
    admin_name: 'Amina',
    admin_phone: null,
    member_count: 3,
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
    members: [],
  } as unknown as GroupDetailDto;
}

/** A group that keeps no savings fund, as its savings answer says. */
const NO_FUND = makeGroupSavings({
  rules: makeSavingsRules({ enabled: false, saving_amount: '0.00', updated_at: null }),
  my_due_this_cycle: null,
});

/** The API of the group page as `relation` sees it. */
function fakePage(
  relation: 'admin' | 'member' | 'pending' | null,
  extra: Partial<GroupDetailDto>,
  savings: GroupSavings = NO_FUND,
) {
  startSession('token', { id: relation === 'admin' ? 'u-1' : 'u-2', username: 'x' } as UserDto);
  return fakeApi({
    'GET /groups/g-1/savings': () => jsonResponse({ ...savings, can_manage: relation === 'admin' }),
    'GET /groups/g-1': () => jsonResponse({ ...makeGroup(relation), ...extra }),
    'GET /groups/g-1/rotation': () =>
      jsonResponse(makeRotation({ payout_order_method: 'admin_set', locked: false })),
    'GET /groups/g-1/contributions': () => jsonResponse([makeContribution()]),
    'GET /groups/g-1/join-requests': () => jsonResponse([]),
    'GET /groups/g-1/activity': () => jsonResponse([]),
    'GET /groups/g-1/fines': () =>
      jsonResponse({
        fines: [makeFine({ user_id: 'u-2', cycle_number: 1 })],
        fund: makeGroupFund({ fines_outstanding: '500.00' }),
        can_manage: relation === 'admin',
      }),
  });
}

function renderPage(
  relation: 'admin' | 'member' | 'pending' | null,
  extra: Partial<GroupDetailDto> = {},
  savings?: GroupSavings,
) {
  const fetch = fakePage(relation, extra, savings);
  renderWithProviders(
    <Routes>
      <Route path="/groups/:id" element={<GroupPage />} />
    </Routes>,
    { route: '/groups/g-1' },
  );
  return fetch;
}

describe('GroupPage rotation', () => {
  it('gives a member the rotation tab without the admin tools', async () => {
    renderPage('member');
    fireEvent.click(await screen.findByRole('tab', { name: 'Ordre de passage' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('table')).toBeInTheDocument();
    expect(within(panel).queryByText("Arranger l'ordre de passage")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paiements à valider' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enregistrer le versement' }),
    ).not.toBeInTheDocument();
  });

  it('gives the admin the arrangement, the validation queue and the payout', async () => {
    renderPage('admin');
    const queue = await screen.findByRole('region', { name: 'Paiements à valider' });
    expect(await within(queue).findByRole('button', { name: 'Valider' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enregistrer le versement' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Ordre de passage' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByRole('button', { name: "Enregistrer l'ordre" }),
    ).toBeInTheDocument();
  });
});

function expectDisabledSayingWhy(name: string, reason: string) {
  const buttons = screen.getAllByRole('button', { name });
  for (const button of buttons) expect(button).toBeDisabled();
  expect(buttons.some((b) => b.getAttribute('aria-describedby'))).toBe(true);
  expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
}

describe('GroupPage for someone who is not a member', () => {
  it('offers Rejoindre on a public group and disables the chat and the payment, saying why', async () => {
    renderPage(null, { is_public: true, members: null });
    expect(await screen.findByRole('button', { name: 'Rejoindre' })).toBeEnabled();
    // The header and the Quick Actions card both offer these: each copy is disabled, saying why.
    expectDisabledSayingWhy(
      'Rejoindre le chat',
      'Vous devez être membre du groupe pour accéder au chat',
    );
    expectDisabledSayingWhy(
      'Effectuer un paiement',
      'Seuls les membres du groupe peuvent effectuer des paiements',
    );
    expect(screen.queryByRole('tab', { name: 'Paiements' })).not.toBeInTheDocument();
    expectDisabledSayingWhy(
      "Appeler l'administrateur",
      'Seuls les membres du groupe peuvent appeler l’administrateur',
    );
  });

  it("offers 'Demander l'adhésion' on a private group", async () => {
    renderPage(null, { is_public: false });
    expect(await screen.findByRole('button', { name: "Demander l'adhésion" })).toBeEnabled();
  });

  it('shows the request already waiting', async () => {
    renderPage('pending', { is_public: false });
    expect(
      await screen.findByText("Demande en attente de réponse de l'administrateur"),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: "Demander l'adhésion" })).not.toBeInTheDocument();
  });

  it('disables Rejoindre on a full group', async () => {
    renderPage(null, { is_public: true, member_count: 3, max_members: 3 });
    const join = await screen.findByRole('button', { name: 'Rejoindre' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Ce groupe a atteint sa capacité maximale');
  });
});

describe("GroupPage's rules", () => {
  it('shows the rules to someone who is not a member, with no way to change them', async () => {
    renderPage(null, { is_public: true, members: null });
    const card = await screen.findByRole('region', { name: 'Règles du groupe' });
    expect(within(card).getByText(/^250,00\sKES$/)).toBeVisible();
    expect(within(card).getByText("2 jours après l'échéance")).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("lets the group's admin change them: the page shows the new ones at once", async () => {
    startSession('token', { id: 'u-1', username: 'x' } as UserDto);
    let group = makeGroup('admin');
    const fetch = fakeApi({
      'GET /groups/g-1': () => jsonResponse(group),
      'GET /groups/g-1/rotation': () => jsonResponse(makeRotation({ locked: true })),
      'GET /groups/g-1/contributions': () => jsonResponse([]),
      'GET /groups/g-1/join-requests': () => jsonResponse([]),
      'GET /groups/g-1/activity': () => jsonResponse([]),
      'GET /groups/g-1/fines': () =>
        jsonResponse({ fines: [], fund: makeGroupFund(), can_manage: true }),
      'GET /groups/g-1/savings': () => jsonResponse(NO_FUND),
      'PUT /groups/g-1/rules': ({ body }) => {
        const rules = { ...(body as GroupRulesDto), version: 2, effective_from_cycle: 2 };
        group = { ...group, rules };
        return jsonResponse(rules);
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/groups/:id" element={<GroupPage />} />
      </Routes>,
      { route: '/groups/g-1' },
    );
    const card = await screen.findByRole('region', { name: 'Règles du groupe' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Modifier les règles' }));
    let dialog = await screen.findByRole('dialog', { name: 'Modifier les règles du groupe' });
    const lateFine = within(dialog).getByRole('textbox', { name: 'Amende de retard' });
    await user.clear(lateFine);
    await user.type(lateFine, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(
      await screen.findByText("Règles enregistrées : elles s'appliquent à partir du cycle 2"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText(/^300,00\sKES$/)).toBeVisible();
    expect(within(card).getByText("S'applique à partir du cycle 2")).toBeVisible();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/rules')).toHaveLength(1);
    // Opened again, the form starts from the rules now in force.
    await user.click(within(card).getByRole('button', { name: 'Modifier les règles' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifier les règles du groupe' });
    expect(within(dialog).getByRole('textbox', { name: 'Amende de retard' })).toHaveValue('300');
  });
});

describe("GroupPage's late fines", () => {
  it("shows a member their fines and the group's fund under their status", async () => {
    renderPage('member');
    const card = await screen.findByRole('region', { name: 'Amendes de retard' });
    const row = await within(card).findByRole('listitem', { name: /^Amende du cycle 1/ });
    expect(within(row).getByRole('button', { name: "J'ai payé en espèces" })).toBeEnabled();
    expect(within(card).getByText('Caisse du groupe')).toBeVisible();
    expect(within(card).getAllByText(kes('500.00')).length).toBeGreaterThan(0);
    const status = screen.getByRole('heading', { name: 'Mon statut' });
    expect(status.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("gives the group's admin every member's fine to decide", async () => {
    renderPage('admin');
    const card = await screen.findByRole('region', { name: 'Amendes de retard' });
    const row = await within(card).findByRole('listitem', { name: /^Baraka, amende du cycle 1/ });
    expect(within(row).getByRole('button', { name: 'Encaissé' })).toBeEnabled();
  });

  for (const relation of ['pending', null] as const) {
    it(`shows no fines to ${relation ? 'a pending member' : 'someone outside the group'}`, async () => {
      const fetch = renderPage(relation, { is_public: true });
      await screen.findByRole('region', { name: 'Règles du groupe' });
      expect(screen.queryByRole('region', { name: 'Amendes de retard' })).not.toBeInTheDocument();
      expect(callsTo(fetch, 'GET', '/groups/g-1/fines')).toHaveLength(0);
    });
  }
});

describe("GroupPage's savings fund", () => {
  it('shows a member the fund under the late fines when the group keeps one', async () => {
    renderPage('member', {}, makeGroupSavings({ fund: { ...NO_FUND.fund, balance: '1500.00' } }));
    const card = await screen.findByRole('region', { name: "Caisse d'épargne" });
    expect(await within(card).findByRole('button', { name: 'Verser mon épargne' })).toBeEnabled();
    const fines = screen.getByRole('region', { name: 'Amendes de retard' });
    expect(fines.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a member nothing of a fund the group does not keep, and its admin the offer to set one up', async () => {
    const fetch = renderPage('member');
    await screen.findByRole('region', { name: 'Amendes de retard' });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/g-1/savings')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Caisse d'épargne" })).not.toBeInTheDocument();
  });

  it("offers the group's admin to set a fund up", async () => {
    renderPage('admin');
    const card = await screen.findByRole('region', { name: "Caisse d'épargne" });
    expect(within(card).getByRole('button', { name: 'Mettre en place la caisse' })).toBeEnabled();
  });

  for (const relation of ['pending', null] as const) {
    it(`asks nothing of the fund for ${relation ? 'a pending member' : 'someone outside the group'}`, async () => {
      const fetch = renderPage(relation, { is_public: true });
      await screen.findByRole('region', { name: 'Règles du groupe' });
      expect(callsTo(fetch, 'GET', '/groups/g-1/savings')).toHaveLength(0);
    });
  }
});
