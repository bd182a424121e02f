import { fireEvent, screen } from '@testing-library/react';
import type { MemberPaymentDueDto, MpesaPaymentDto, MyPaymentsDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { kes, makeAccount } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MpesaPage } from './mpesa-page';

const due = (overrides: Partial<MemberPaymentDueDto> = {}): MemberPaymentDueDto => ({
  group_id: 'g-1',
  group_name: 'Chama Umoja',
  currency: 'KES',
  cycle_number: 2,
  due_date: '2026-02-01',
  contribution_amount: '1500.50',
  approved: '0.00',
  pending: '0.00',
  owed: '1500.50',
  state: 'due',
  ...overrides,
});

const dues: MyPaymentsDto = {
  due: [due(), due({ group_id: 'g-ug', group_name: 'Kampala', currency: 'UGX', owed: '1000' })],
  history: [],
  fines: [],
};

const payment = (overrides: Partial<MpesaPaymentDto> = {}): MpesaPaymentDto => ({
  id: 'p-1',
  group_id: 'g-1',
  group_name: 'Chama Umoja',
  cycle_number: 2,
  status: 'pending',
  failure_reason: null,
  amount: '1500.00',
  currency: 'KES',
  phone_number: '254712345678',
  checkout_request_id: 'ws_CO_1',
  receipt_number: null,
  contribution_id: 'c-1',
  fine_id: null,
  saving_id: null,
  loan_id: null,
  created_at: '2026-02-01T08:00:00Z',
  paid_at: null,
  ...overrides,
});

function signedInWithPhone(phone: string | null) {
  startSession('tok-1', makeAccount({ phone_number: phone }));
}

describe('MpesaPage', () => {
  it('says M-Pesa is unavailable where the server does not collect through it', async () => {
    fakeApi({ 'GET /mpesa': () => jsonResponse({ available: false }) });
    renderWithProviders(<MpesaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'M-Pesa' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le paiement par M-Pesa est temporairement indisponible.',
    );
    expect(screen.getByRole('link', { name: 'Voir mes paiements' })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir mon portefeuille' })).toHaveAttribute(
      'href',
      '/crypto',
    );
  });

  it('lists the dues in shillings only, each leading to its payment', async () => {
    fakeApi({
      'GET /mpesa': () => jsonResponse({ available: true }),
      'GET /users/me/payments': () => jsonResponse(dues),
    });
    renderWithProviders(<MpesaPage />);
    const link = await screen.findByRole('link', { name: /Chama Umoja/ });
    expect(link).toHaveAttribute('href', '/mpesa?group=g-1');
    expect(screen.queryByRole('link', { name: /Kampala/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Vos groupes dans une autre monnaie se paient en espèces ou en cryptomonnaie.',
      ),
    ).toBeInTheDocument();
  });

  it('pushes the whole shillings to the registered number and follows the payment until paid', async () => {
    signedInWithPhone('+254 712 345 678');
    let current = payment();
    const fetch = fakeApi({
      'GET /mpesa': () => jsonResponse({ available: true }),
      'GET /users/me/payments': () => jsonResponse(dues),
      'POST /mpesa/payments': () => jsonResponse(current, 201),
      'GET /mpesa/payments/p-1': () => jsonResponse(current),
    });
    renderWithProviders(<MpesaPage />, { route: '/mpesa?group=g-1' });
    const phone = await screen.findByRole('textbox', { name: /Numéro M-Pesa/ });
    expect(phone).toHaveValue('0712 345 678');
    expect(
      screen.getByText(
        `M-Pesa ne transfère que des shillings entiers : les ${kes('0.50')} restants se paient en espèces.`,
      ),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /avec M-Pesa/ });
    expect(pay).toHaveTextContent(`Payer ${kes('1500.00')} avec M-Pesa`);
    fireEvent.click(pay);

    expect(await screen.findByText('Vérifiez votre téléphone')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/mpesa/payments')).toEqual([
      { group_id: 'g-1', cycle_number: 2, phone_number: '254712345678' },
    ]);
    current = payment({ status: 'paid', receipt_number: 'TK4S7XQ2PA' });
    expect(await screen.findByText('Paiement reçu', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${kes('1500.00')} reçus par M-Pesa, reçu TK4S7XQ2PA. Votre cotisation est comptée.`,
      ),
    ).toBeInTheDocument();
  });

  it('refuses a number that is not Kenyan before calling, and says why a push failed', async () => {
    signedInWithPhone('+33 6 12 34 56 78');
    const fetch = fakeApi({
      'GET /mpesa': () => jsonResponse({ available: true }),
      'GET /users/me/payments': () => jsonResponse(dues),
      'POST /mpesa/payments': () => jsonResponse(payment({ phone_number: '254722000111' }), 201),
      'GET /mpesa/payments/p-1': () =>
        jsonResponse(payment({ status: 'failed', failure_reason: 'wrong_pin' })),
    });
    renderWithProviders(<MpesaPage />, { route: '/mpesa?group=g-1' });
    const phone = await screen.findByRole('textbox', { name: /Numéro M-Pesa/ });
    expect(phone).toHaveValue('');
    const pay = screen.getByRole('button', { name: /avec M-Pesa/ });
    fireEvent.change(phone, { target: { value: '+33 6 12 34 56 78' } });
    fireEvent.click(pay);
    expect(
      screen.getByText(
        'Numéro M-Pesa invalide : un numéro mobile du Kenya, par exemple 0712 345 678',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/mpesa/payments')).toEqual([]);

    fireEvent.change(phone, { target: { value: '0722 000 111' } });
    fireEvent.click(pay);
    expect(await screen.findByText('Le code PIN M-Pesa saisi était erroné.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('textbox', { name: /Numéro M-Pesa/ })).toBeInTheDocument();
  });

  it("shows the server's refusal in the member's language", async () => {
    signedInWithPhone('0712345678');
    fakeApi({
      'GET /mpesa': () => jsonResponse({ available: true }),
      'GET /users/me/payments': () => jsonResponse(dues),
      'POST /mpesa/payments': () => refusal('MPESA_PAYMENT_PENDING'),
    });
    await i18n.changeLanguage('en');
    renderWithProviders(<MpesaPage />, { route: '/mpesa?group=g-1' });
    fireEvent.click(await screen.findByRole('button', { name: /with M-Pesa/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An M-Pesa payment is already under way for this cycle',
    );
  });

  it('speaks Swahili', async () => {
    fakeApi({ 'GET /mpesa': () => jsonResponse({ available: false }) });
    await i18n.changeLanguage('sw');
    renderWithProviders(<MpesaPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Malipo kwa M-Pesa hayapatikani kwa muda.',
    );
  });
});
