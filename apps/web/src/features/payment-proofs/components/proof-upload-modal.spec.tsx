import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberPaymentDto, MyPaymentsDto, PaymentProofDto } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, fakeApi, refusal } from '../../../test/fake-api';
import { makeContribution, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ProofQuickActions } from './proof-quick-actions';

const pending = (overrides: Partial<MemberPaymentDto> = {}): MemberPaymentDto => ({
  ...makeContribution({ id: 'c-7', user_id: 'u-1', amount: '1000.00' }),
  group_name: 'Chama Umoja',
  ...overrides,
});

function payments(history: MemberPaymentDto[]): MyPaymentsDto {
  return { due: [], history, fines: [] };
}

const sentProof: PaymentProofDto = {
  id: 'p-1',
  contribution_id: 'c-7',
  file_name: 'recu.pdf',
  mime_type: 'application/pdf',
  size: 2048,
  source: 'file',
  url: '/api/contributions/c-7/proofs/p-1',
  created_at: '2026-11-24T10:00:00.000Z',
};

/**
 * XMLHttpRequest as the upload uses it: the test sees the request, reports progress and
 * answers when it says so.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signInAsMe();
});

/** The browser's camera API as the test wants it (happy-dom has none). */
function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setMediaDevices(undefined);
});

async function openFileDialog(history: MemberPaymentDto[]) {
  const fetch = fakeApi({
    'GET /users/me/payments': () => jsonResponse(payments(history)),
    'GET /contributions/c-7/proofs': () => jsonResponse([]),
  });
  renderWithProviders(<ProofQuickActions />);
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter un fichier' }));
  const dialog = await screen.findByRole('dialog', { name: 'Joindre un justificatif' });
  await waitFor(() => expect(within(dialog).queryByLabelText('Chargement...')).toBeNull());
  return { fetch, dialog };
}

/** The request the upload made (the mutation starts it on the next tick). */
async function sentXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

function chooseFile(dialog: HTMLElement, file: File) {
  // Mantine's FileButton keeps its input hidden beside the button.
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the proof of payment quick actions', () => {
  it('sends a file to the chosen pending contribution with the request’s real progress', async () => {
    const { dialog } = await openFileDialog([
      pending(),
      pending({ id: 'c-8', status: 'approved', group_name: 'Déjà validée' }),
    ]);
    // The only pending contribution is chosen for the member.
    expect(
      (within(dialog).getByRole('combobox', { name: /Contribution concernée/ }) as HTMLInputElement)
        .value,
    ).toMatch(/^Chama Umoja — 1.000,00.KES \(cycle 1\)$/);
    chooseFile(dialog, new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(/recu\.pdf/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/contributions/c-7/proofs?source=file');
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);
    xhr.progress(37, 100);
    expect(await within(dialog).findByText('37 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Envoi en cours' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
    xhr.answer(201, sentProof);
    expect(
      await screen.findByText('Justificatif envoyé : l’admin le verra avec votre contribution.'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending anything, with the documents’ message', async () => {
    const { dialog } = await openFileDialog([pending()]);
    const big = new File(['x'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile(dialog, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Fichier trop volumineux. Taille maximale: 10MB',
    );
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the documents’ upload message when no answer comes, and the server’s refusal when it gives one', async () => {
    const { dialog } = await openFileDialog([pending()]);
    chooseFile(dialog, new File(['MZ'], 'recu.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    (await sentXhr()).onerror!();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erreur lors du téléchargement. Réessayez.',
    );
    FakeXhr.last = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const refused: unknown = await refusal('PROOF_TYPE_REFUSED').json();
    (await sentXhr()).answer(415, refused);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Type de fichier non accepté : images, pdf, doc, docx ou txt',
      ),
    );
  });

  it('shows the refusal of a full contribution or of a member’s full storage, in their language', async () => {
    const { dialog } = await openFileDialog([pending()]);
    chooseFile(dialog, new File(['%PDF'], 'recu.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    (await sentXhr()).answer(409, await refusal('PROOFS_PER_CONTRIBUTION_REACHED').json());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Nombre maximal de justificatifs atteint pour cette contribution : 5. Supprimez-en un pour en joindre un autre',
      ),
    );

    await i18n.changeLanguage('sw');
    FakeXhr.last = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tuma' }));
    (await sentXhr()).answer(409, await refusal('PROOF_BYTES_PER_MEMBER_REACHED').json());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Kiasi cha juu cha uthibitisho kimefikiwa: 100MB kwa siku 30. Futa uthibitisho unaosubiri au jaribu tena baadaye',
      ),
    );
  });

  it('says when there is no pending contribution to attach a receipt to', async () => {
    const { dialog } = await openFileDialog([pending({ status: 'approved' })]);
    expect(
      within(dialog).getByText(/Aucune contribution en attente de validation/),
    ).toBeInTheDocument();
  });

  it('takes the photo from the rear camera, and says so when the camera is refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    fakeApi({
      'GET /users/me/payments': () => jsonResponse(payments([pending()])),
      'GET /contributions/c-7/proofs': () => jsonResponse([]),
    });
    renderWithProviders(<ProofQuickActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Prendre une photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo du reçu' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Impossible d'accéder à la caméra. Vérifiez les permissions.",
    );
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    // The phone's own camera stays available.
    expect(within(dialog).getByRole('button', { name: 'Ouvrir l’appareil photo' })).toBeVisible();
  });

  it('opens the phone’s camera through the file input when the browser has no camera stream', async () => {
    const fetch = fakeApi({
      'GET /users/me/payments': () => jsonResponse(payments([pending()])),
      'GET /contributions/c-7/proofs': () => jsonResponse([]),
    });
    renderWithProviders(<ProofQuickActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Prendre une photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo du reçu' });
    await within(dialog).findByRole('button', { name: 'Ouvrir l’appareil photo' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, {
      target: { files: [new File(['jpeg'], 'IMG_1.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await within(dialog).findByRole('img', { name: 'Photo du reçu à envoyer' }),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const xhr = await sentXhr();
    expect(xhr.url).toBe('/api/contributions/c-7/proofs?source=camera');
    xhr.onerror!();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'envoi. Réessayez.",
    );
    expect(callsTo(fetch, 'GET', '/users/me/payments')).toHaveLength(1);
  });

  it('is off while offline: nothing could be sent', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({});
    renderWithProviders(<ProofQuickActions />);
    expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ajouter un fichier' })).toBeDisabled();
  });
});
