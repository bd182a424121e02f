import { fireEvent, screen, within } from '@testing-library/react';
import type {
  GroupDetailDto,
  MpesaPayoutDto,
  MpesaPayoutOffer,
  PayoutDto,
} from '@tontine/contracts';
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
  method: 'cash',
  receipt_number: null,
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

  describe('by M-Pesa', () => {
    const sending: MpesaPayoutDto = {
      id: 'mp-1',
      group_id: 'g-1',
      cycle_number: 1,
      loan_id: null,
      beneficiary_id: 'u-1',
      beneficiary_name: 'Amina',
      status: 'pending',
      failure_reason: null,
      amount: '15000.00',
      currency: 'KES',
      phone_number: '254712345678',
      receipt_number: null,
      payout_id: null,
      created_at: '2026-01-05T10:00:00.000Z',
      paid_at: null,
    };
    const offer = (latest: MpesaPayoutDto | null): MpesaPayoutOffer => ({
      available: true,
      cycle_number: 1,
      beneficiary_id: 'u-1',
      beneficiary_name: 'Amina',
      phone_number: '254712345678',
      amount: '15000.00',
      latest,
    });

    it("confirms the beneficiary's name, number and the pot, then sends it and shows it on its way", async () => {
      let latest: MpesaPayoutDto | null = null;
      const fetch = fakeApi({
        'GET /mpesa': () => jsonResponse({ available: true }),
        'GET /groups/g-1/rotation': () => jsonResponse(allApproved),
        'GET /groups/g-1/mpesa/payout': () => jsonResponse(offer(latest)),
        'POST /groups/g-1/payouts': () => {
          latest = sending;
          return jsonResponse(sending, 201);
        },
      });
      renderWithProviders(<RecordPayoutCard group={group} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Verser par M-Pesa' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verser la cagnotte par M-Pesa' });
      expect(within(dialog).getByText('Amina')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Numéro M-Pesa du bénéficiaire/)).toHaveValue(
        '0712 345 678',
      );
      expect(within(dialog).getByText(kes('15000.00'))).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/Numéro M-Pesa du bénéficiaire/), {
        target: { value: '+254 799 000 111' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
      expect(
        await screen.findByText(
          `Versement M-Pesa en cours : ${kes('15000.00')} vers le 0712 345 678.`,
        ),
      ).toBeInTheDocument();
      expect(sentBodies(fetch, 'POST', '/groups/g-1/payouts')).toEqual([
        { method: 'mpesa', cycle_number: 1, phone_number: '254799000111' },
      ]);
      expect(screen.getByRole('button', { name: 'Enregistrer le versement' })).toBeDisabled();
    });

    it('says why a payout failed, and offers to send it again', async () => {
      fakeApi({
        'GET /mpesa': () => jsonResponse({ available: true }),
        'GET /groups/g-1/rotation': () => jsonResponse(allApproved),
        'GET /groups/g-1/mpesa/payout': () =>
          jsonResponse(offer({ ...sending, status: 'failed', failure_reason: 'wrong_number' })),
      });
      renderWithProviders(<RecordPayoutCard group={group} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'ce numéro ne peut pas recevoir d’argent M-Pesa',
      );
      expect(screen.getByRole('button', { name: 'Renvoyer par M-Pesa' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Enregistrer le versement' })).toBeEnabled();
    });
  });
});
