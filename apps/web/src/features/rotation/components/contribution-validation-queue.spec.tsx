import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { queryKeys } from '../../../lib/query-keys';
import { formatMoney } from '../../../lib/format';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { kes, makeContribution } from '../../../test/factories';
import { ContributionValidationQueue } from './contribution-validation-queue';

const pending = makeContribution({ id: 'c-1', user_name: 'Baraka', cycle_number: 2 });
const contributions = [
  makeContribution({ id: 'c-9', user_name: 'Amina', status: 'approved' }),
  pending,
];

async function openRow(name: string) {
  return screen.findByRole('article', { name: new RegExp(`^${name}, `) });
}

describe('ContributionValidationQueue', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it('lists only the pending contributions with payer, amount, method, cycle and date', async () => {
    fakeApi({ 'GET /groups/g-1/contributions': () => jsonResponse(contributions) });
    renderWithProviders(<ContributionValidationQueue groupId="g-1" />);
    const row = await openRow('Baraka');
    expect(row).toHaveAccessibleName(`Baraka, ${formatMoney('5000.00', 'KES')}, cycle 2`);
    expect(within(row).getByText(kes('5000.00'))).toBeInTheDocument();
    expect(within(row).getByText('Espèces · Cycle 2 · 3 janv. 2026')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Amina/ })).not.toBeInTheDocument();
  });

  it('approves after the confirmation and refreshes the rotation, group and summary', async () => {
    let decided = false;
    const fetch = fakeApi({
      'GET /groups/g-1/contributions': () =>
        jsonResponse(decided ? [{ ...pending, status: 'approved' }] : contributions),
      'POST /contributions/c-1/approve': () => {
        decided = true;
        return jsonResponse({ ...pending, status: 'approved' });
      },
    });
    const { queryClient } = renderWithProviders(<ContributionValidationQueue groupId="g-1" />);
    // Other screens' caches: the decision must mark them stale.
    queryClient.setQueryData(queryKeys.memberSummary, { pending_count: 1 });
    queryClient.setQueryData(queryKeys.groupRotation('g-1'), { current_cycle: 1 });
    queryClient.setQueryData(queryKeys.group('g-1'), { id: 'g-1' });
    const row = await openRow('Baraka');
    fireEvent.click(within(row).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider la contribution' });
    expect(dialog).toHaveTextContent(`Valider ${kes('5000.00')} de Baraka pour le cycle 2 ?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));

    expect(await screen.findByText('Contribution validée')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/contributions/c-1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Aucun paiement en attente de validation.')).toBeInTheDocument();
    for (const key of [
      queryKeys.memberSummary,
      queryKeys.groupRotation('g-1'),
      queryKeys.group('g-1'),
    ]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const fetch = fakeApi({
      'GET /groups/g-1/contributions': () => jsonResponse(contributions),
      'POST /contributions/c-1/reject': () =>
        jsonResponse({ ...pending, status: 'rejected', rejection_reason: 'Billets non reçus' }),
    });
    renderWithProviders(<ContributionValidationQueue groupId="g-1" />);
    fireEvent.click(within(await openRow('Baraka')).getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter la contribution' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer le rejet' });

    fireEvent.change(within(dialog).getByLabelText(/Motif du rejet/), { target: { value: '   ' } });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Veuillez indiquer le motif du rejet'),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/contributions/c-1/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Motif du rejet/), {
      target: { value: '  Billets non reçus ' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Contribution rejetée')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/contributions/c-1/reject')).toEqual([
      { reason: 'Billets non reçus' },
    ]);
  });

  it("shows the server's refusal when another admin decided first, and refreshes", async () => {
    const fetch = fakeApi({
      'GET /groups/g-1/contributions': () => jsonResponse(contributions),
      'POST /contributions/c-1/approve': () =>
        jsonResponse(
          { detail: 'Cette contribution a déjà été traitée', code: 'CONTRIBUTION_DECIDED' },
          409,
        ),
    });
    renderWithProviders(<ContributionValidationQueue groupId="g-1" />);
    fireEvent.click(within(await openRow('Baraka')).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider la contribution' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette contribution a déjà été traitée',
    );
    await waitFor(() =>
      expect(sentBodies(fetch, 'GET', '/groups/g-1/contributions')).toHaveLength(2),
    );
  });

  it('shows a crypto contribution’s chain status and keeps Approve disabled until it is confirmed', async () => {
    fakeApi({
      'GET /groups/g-1/contributions': () =>
        jsonResponse([
          makeContribution({
            id: 'c-2',
            user_name: 'Chausiku',
            method: 'crypto',
            chain_status: 'pending',
            tx_hash: `0x${'ab'.repeat(32)}`,
          }),
          makeContribution({
            id: 'c-3',
            user_name: 'Baraka',
            method: 'crypto',
            chain_status: 'confirmed',
            tx_hash: `0x${'cd'.repeat(32)}`,
          }),
        ]),
    });
    renderWithProviders(<ContributionValidationQueue groupId="g-1" />);
    const waiting = await openRow('Chausiku');
    expect(within(waiting).getByText('Blockchain : en attente des confirmations')).toBeVisible();
    expect(within(waiting).getByText('Transaction 0xabababab…abababab')).toBeVisible();
    const approve = within(waiting).getByRole('button', { name: 'Valider' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Validation possible une fois la transaction confirmée sur la blockchain',
    );
    expect(within(waiting).getByRole('button', { name: 'Rejeter' })).toBeEnabled();

    const confirmed = await openRow('Baraka');
    expect(within(confirmed).getByText('Blockchain : confirmée')).toBeVisible();
    expect(within(confirmed).getByRole('button', { name: 'Valider' })).toBeEnabled();
  });
});
