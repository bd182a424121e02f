import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupDetailDto, RotationDto, UserDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { startSession } from '../../../../lib/session';
import { fakeApi } from '../../../../test/fake-api';
import { makeContribution, makeCryptoNetworks } from '../../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { CashPaymentModal } from '../../../../components/cash-payment-modal';
import { MakePaymentButton } from './make-payment-button';
import { MyStatusCard } from './my-status-card';
import { PaymentsPanel } from './payments-panel';

const group = {
  id: 'g-1',
  name: 'Amis',
  status: 'active',
  payment_enabled: true,
  contribution_amount: '5000.00',
  currency: 'KES',
  my_relation: 'member',
} as GroupDetailDto;

function makeRotation(beneficiaryOfCycle1: string): RotationDto {
  return {
    group_id: 'g-1',
    payout_order_method: 'join_order',
    locked: true,
    order_locked: false,
    started_at: '2026-01-01',
    draw_seed: null,
    queue: [
      { position: 1, user_id: 'u-2', user_name: 'Baraka' },
      { position: 2, user_id: 'u-1', user_name: 'Amina' },
      { position: 3, user_id: 'u-3', user_name: 'Chausiku' },
    ],
    current_cycle: 1,
    next_payment_date: '2026-01-01',
    next_payout_date: '2026-01-01',
    cycles: [
      {
        cycle_number: 1,
        due_date: '2026-01-01',
        beneficiary_id: beneficiaryOfCycle1,
        beneficiary_name: null,
        pot: '0.00',
        paid_out: false,
        members: [{ user_id: 'u-1', state: 'pending', approved: '2000.00', pending: '0.00' }],
      },
      {
        cycle_number: 2,
        due_date: '2026-02-01',
        beneficiary_id: 'u-1',
        beneficiary_name: 'Amina',
        pot: '0.00',
        paid_out: false,
        members: [],
      },
    ],
  };
}

function signIn() {
  startSession('token', { id: 'u-1', username: 'amina' } as UserDto);
}

describe('MyStatusCard', () => {
  it('shows my position in the queue and my turn', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeRotation('u-2')));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText('2 sur 3')).toBeInTheDocument();
    expect(screen.getByText(/^Cycle 2, le /)).toBeInTheDocument();
    expect(screen.queryByText("C'est votre tour !")).not.toBeInTheDocument();
  });

  it("shows 'Your Turn!' when I am the current cycle's beneficiary", async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeRotation('u-1')));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText("C'est votre tour !")).toBeInTheDocument();
  });
});

describe('MyStatusCard with a payment awaiting validation or a turn already paid out', () => {
  it('shows recorded cash as pending and does not offer to pay it again', async () => {
    signIn();
    const rotation = makeRotation('u-1');
    rotation.cycles[0]!.members = [
      { user_id: 'u-1', state: 'pending', approved: '0.00', pending: '5000.00' },
    ];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(rotation));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText(/5\s000,00\sKES en attente de validation/)).toBeVisible();
    const pay = screen.getByRole('button', { name: 'Effectuer un paiement' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Paiement en attente de validation');
  });

  it('asks only for what is left when part of the due awaits validation', async () => {
    signIn();
    const rotation = makeRotation('u-2');
    rotation.cycles[0]!.members = [
      { user_id: 'u-1', state: 'pending', approved: '1000.00', pending: '1500.00' },
    ];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(rotation));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText(/1\s500,00\sKES en attente de validation/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Effectuer un paiement' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Espèces/ }));
    expect(await screen.findByLabelText('Montant (KES)')).toHaveValue('2500.00');
  });

  it('shows a turn whose pot was paid out as past, not as to come', async () => {
    signIn();
    const rotation = makeRotation('u-1');
    rotation.current_cycle = 2;
    rotation.cycles[0]!.paid_out = true;
    rotation.cycles[1]!.beneficiary_id = 'u-2';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(rotation));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText('Cycle 1 · cagnotte reçue')).toBeVisible();
    expect(screen.queryByText(/^Cycle 1, le /)).toBeNull();
    expect(screen.queryByText("C'est votre tour !")).toBeNull();
  });
});

describe('CashPaymentModal', () => {
  it('posts the query string with one Idempotency-Key for the dialog', async () => {
    signIn();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse({ success: true, message: 'ok', contribution: { id: 'c-1' } }, 201),
      );
    const onClose = vi.fn();
    renderWithProviders(<CashPaymentModal group={group} owed="3000.00" opened onClose={onClose} />);
    const input = await screen.findByLabelText('Montant (KES)');
    expect(input).toHaveValue('3000.00');
    fireEvent.change(input, { target: { value: '2500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post).toBeDefined();
    const [url, init] = post ?? [];
    const parsed = new URL(String(url), 'http://localhost');
    expect(parsed.pathname).toBe('/api/contributions/cash/record');
    expect(parsed.searchParams.get('group_id')).toBe('g-1');
    expect(parsed.searchParams.get('amount')).toBe('2500.50');
    expect(parsed.searchParams.get('currency')).toBe('KES');
    expect(init?.body).toBeUndefined();
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText("Paiement enregistré ! L'admin va valider votre contribution."),
    ).toBeInTheDocument();
  });
});

describe('PaymentsPanel statement', () => {
  /** The payments tab's reads, and `statement` for GET /api/groups/g-1/statement. */
  function serveApi(statement: () => Promise<Response>) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/groups/g-1/rotation')) {
        return Promise.resolve(jsonResponse(makeRotation('u-2')));
      }
      if (url.endsWith('/api/groups/g-1/contributions')) return Promise.resolve(jsonResponse([]));
      if (url.endsWith('/api/groups/g-1/statement')) return statement();
      return Promise.resolve(jsonResponse({ detail: 'unexpected' }, 500));
    });
  }

  function spyOnDownload() {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    return { createObjectURL, downloads };
  }

  it('fetches my statement with my token and saves it under the server’s file name', async () => {
    signIn();
    const csv = 'date,type,amount\n2026-01-02,contribution,5000.00\n';
    const fetch = serveApi(() =>
      Promise.resolve(
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="releve-amis-2026-01-05.csv"',
          },
        }),
      ),
    );
    const { createObjectURL, downloads } = spyOnDownload();
    renderWithProviders(<PaymentsPanel group={group} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger mon relevé' }));

    await waitFor(() => expect(downloads).toEqual(['releve-amis-2026-01-05.csv']));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/statement'));
    const headers = call?.[1]?.headers as Record<string, string>;
    expect(String(call?.[0])).toBe('/api/groups/g-1/statement');
    expect(headers.Authorization).toBe('Bearer token');
    const blob = createObjectURL.mock.calls[0]?.[0] as unknown as Blob;
    expect(await blob.text()).toBe(csv);
  });

  it('names the file after the group when the server gives no name', async () => {
    signIn();
    serveApi(() =>
      Promise.resolve(new Response('date\n', { headers: { 'content-type': 'text/csv' } })),
    );
    const { downloads } = spyOnDownload();
    renderWithProviders(<PaymentsPanel group={group} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger mon relevé' }));
    await waitFor(() => expect(downloads).toEqual(['releve-amis.csv']));
  });

  it("shows the server's reason in a toast when the download fails", async () => {
    signIn();
    serveApi(() =>
      Promise.resolve(
        jsonResponse(
          { detail: "Vous n'êtes pas membre de ce groupe", code: 'NOT_GROUP_MEMBER' },
          403,
        ),
      ),
    );
    const { downloads } = spyOnDownload();
    renderWithProviders(<PaymentsPanel group={group} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger mon relevé' }));
    expect(await screen.findByText("Le relevé n'a pas pu être téléchargé")).toBeInTheDocument();
    expect(screen.getByText("Vous n'êtes pas membre de ce groupe")).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('paying in crypto from the group', () => {
  it('offers Pay with Crypto beside Make Payment and shows a crypto contribution’s chain status', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/groups/g-1/rotation')) {
        return Promise.resolve(jsonResponse(makeRotation('u-2')));
      }
      if (url.endsWith('/api/crypto/networks')) {
        return Promise.resolve(jsonResponse(makeCryptoNetworks()));
      }
      return Promise.resolve(
        jsonResponse([
          makeContribution({
            user_id: 'u-1',
            method: 'crypto',
            chain_status: 'pending',
            tx_hash: `0x${'ab'.repeat(32)}`,
          }),
        ]),
      );
    });
    renderWithProviders(<PaymentsPanel group={group} />);
    expect(await screen.findByRole('link', { name: 'Payer en crypto' })).toHaveAttribute(
      'href',
      '/crypto-pay/g-1',
    );
    expect(screen.getByText('En attente des confirmations de la blockchain')).toBeVisible();
  });

  it('opens the crypto payment page from the method choice, offering the configured tokens only', async () => {
    signIn();
    fakeApi({ 'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks(['polygon'])) });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<MakePaymentButton group={group} owed="5000.00" />} />
        <Route path="/crypto-pay/:groupId" element={<p>crypto-pay page</p>} />
      </Routes>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Effectuer un paiement' }));
    const crypto = await screen.findByRole('button', { name: /^Crypto \(USDT, USDC\)/ });
    expect(crypto).toHaveTextContent('USDT ou USDC sur Polygon');
    expect(crypto).not.toHaveTextContent('Bitcoin');
    fireEvent.click(crypto);
    expect(await screen.findByText('crypto-pay page')).toBeInTheDocument();
  });
});

describe('paying in crypto with no network configured', () => {
  it('disables Pay with Crypto and the method choice’s crypto, with the service message', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/groups/g-1/rotation')) {
        return Promise.resolve(jsonResponse(makeRotation('u-2')));
      }
      if (url.endsWith('/api/crypto/networks')) {
        return Promise.resolve(jsonResponse(makeCryptoNetworks([])));
      }
      return Promise.resolve(jsonResponse([]));
    });
    renderWithProviders(<PaymentsPanel group={group} />);
    const link = await screen.findByText('Service de cryptomonnaie temporairement indisponible');
    const payWithCrypto = screen.getByRole('button', { name: 'Payer en crypto' });
    expect(payWithCrypto).toBeDisabled();
    expect(payWithCrypto).toHaveAccessibleDescription(link.textContent ?? '');

    fireEvent.click(screen.getByRole('button', { name: 'Effectuer un paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un moyen de paiement' });
    const crypto = within(dialog).getByRole('button', { name: /^Crypto/ });
    expect(crypto).toBeDisabled();
    expect(crypto).toHaveTextContent('Service de cryptomonnaie temporairement indisponible');
  });
});

describe('payments that can only fail', () => {
  it("disables Make Payment with 'Cycle déjà payé' once my cycle is paid in full", () => {
    signIn();
    renderWithProviders(<MakePaymentButton group={group} owed="0.00" />);
    const button = screen.getByRole('button', { name: 'Effectuer un paiement' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Cycle déjà payé');
  });

  it('disables Make Payment for a non-member, saying why', () => {
    signIn();
    renderWithProviders(
      <MakePaymentButton group={{ ...group, my_relation: null }} owed="5000.00" />,
    );
    expect(screen.getByRole('button', { name: 'Effectuer un paiement' })).toBeDisabled();
    expect(
      screen.getByText('Seuls les membres du groupe peuvent effectuer des paiements'),
    ).toBeVisible();
  });

  it('leaves Make Payment enabled while something is owed', () => {
    signIn();
    renderWithProviders(<MakePaymentButton group={group} owed="0.50" />);
    expect(screen.getByRole('button', { name: 'Effectuer un paiement' })).toBeEnabled();
  });
});

describe('a rejected contribution', () => {
  function serve(reason: string) {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/groups/g-1/rotation')) {
        return Promise.resolve(jsonResponse(makeRotation('u-2')));
      }
      if (url.endsWith('/api/crypto/networks')) {
        return Promise.resolve(jsonResponse(makeCryptoNetworks()));
      }
      return Promise.resolve(
        jsonResponse([
          makeContribution({
            user_id: 'u-1',
            method: 'crypto',
            status: 'rejected',
            rejection_reason: reason,
          }),
        ]),
      );
    });
  }

  it("shows the chain check's reason translated, not its code", async () => {
    signIn();
    serve('wrong_recipient');
    renderWithProviders(<PaymentsPanel group={group} />);
    expect(
      await screen.findByText('Motif : le transfert ne va pas à la trésorerie de la plateforme'),
    ).toBeVisible();
    expect(screen.queryByText(/wrong_recipient/)).not.toBeInTheDocument();
  });

  it("keeps an admin's own words as written", async () => {
    signIn();
    serve('Reçu illisible');
    renderWithProviders(<PaymentsPanel group={group} />);
    expect(await screen.findByText('Motif : Reçu illisible')).toBeVisible();
  });
});
