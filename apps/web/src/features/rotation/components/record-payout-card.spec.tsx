import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDetailDto, PayoutDto } from '@tontine/contracts';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { kes, makeCycle, makeRotation } from '../../../test/factories';
import { RecordPayoutCard } from './record-payout-card';

const group = { id: 'g-1', currency: 'KES', current_cycle: 1, members: null } as GroupDetailDto;

const allApproved = makeRotation({
  cycles: [
    makeCycle({
      members: [
        { user_id: 'u-1', state: 'paid', approved: '5000.00', pending: '0.00' },
        { user_id: 'u-2', state: 'paid', approved: '5000.00', pending: '0.00' },
        { user_id: 'u-3', state: 'paid', approved: '5000.00', pending: '0.00' },
      ],
    }),
  ],
});

const payout: PayoutDto = {
  id: 'p-1',
  group_id: 'g-1',
  cycle_number: 1,
  beneficiary_id: 'u-1',
  beneficiary_name: 'Amina',
  amount: '15000.00',
  currency: 'KES',
  created_at: '2026-01-05T10:00:00.000Z',
};

describe('RecordPayoutCard', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it('stays disabled while a contribution of the cycle waits', async () => {
    fakeApi({ 'GET /groups/g-1/rotation': () => jsonResponse(makeRotation()) });
    renderWithProviders(<RecordPayoutCard group={group} />);
    expect(await screen.findByRole('button', { name: 'Enregistrer le versement' })).toBeDisabled();
    expect(screen.getByText('0 contribution(s) validée(s) sur 3')).toBeInTheDocument();
    expect(screen.getByText(`${kes('0.00')} validés sur ${kes('15000.00')}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Le versement sera possible quand toutes les contributions attendues du cycle seront validées.',
      ),
    ).toBeInTheDocument();
  });

  it('stays disabled before the rotation starts', async () => {
    fakeApi({
      'GET /groups/g-1/rotation': () => jsonResponse({ ...allApproved, locked: false }),
    });
    renderWithProviders(<RecordPayoutCard group={group} />);
    expect(await screen.findByRole('button', { name: 'Enregistrer le versement' })).toBeDisabled();
    expect(screen.getByText("La rotation n'a pas encore commencé.")).toBeInTheDocument();
  });

  it('confirms the beneficiary and the pot, then records the payout', async () => {
    const fetch = fakeApi({
      'GET /groups/g-1/rotation': () => jsonResponse(allApproved),
      'POST /groups/g-1/payouts': () => jsonResponse(payout, 201),
    });
    renderWithProviders(<RecordPayoutCard group={group} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le versement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le versement' });
    expect(within(dialog).getByText('Amina')).toBeInTheDocument();
    expect(within(dialog).getByText(kes('15000.00'))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le versement' }));
    expect(
      await screen.findByText(`Versement enregistré : ${kes('15000.00')} pour Amina`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/payouts')).toEqual([{ cycle_number: 1 }]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /groups/g-1/rotation': () => jsonResponse(allApproved),
      'POST /groups/g-1/payouts': () =>
        jsonResponse(
          {
            detail: 'Le versement de ce cycle est déjà enregistré',
            code: 'PAYOUT_ALREADY_RECORDED',
          },
          409,
        ),
    });
    renderWithProviders(<RecordPayoutCard group={group} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le versement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le versement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le versement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le versement de ce cycle est déjà enregistré',
    );
  });
});
