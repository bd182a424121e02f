import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PaymentProofDto } from '@tontine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ContributionProofs } from './contribution-proofs';

const proof = (overrides: Partial<PaymentProofDto>): PaymentProofDto => ({
  id: 'p-1',
  contribution_id: 'c-7',
  file_name: 'recu.pdf',
  mime_type: 'application/pdf',
  size: 2048,
  source: 'file',
  url: '/api/contributions/c-7/proofs/p-1',
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  signInAsMe('admin');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('ContributionProofs', () => {
  it('previews an image and offers any other file as a download', async () => {
    const fetch = fakeApi({
      'GET /contributions/c-7/proofs': () =>
        jsonResponse([
          proof({
            id: 'p-2',
            file_name: 'photo.jpg',
            mime_type: 'image/jpeg',
            source: 'camera',
            url: '/api/contributions/c-7/proofs/p-2',
          }),
          proof({}),
        ]),
      'GET /contributions/c-7/proofs/p-2': () =>
        new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } }),
      'GET /contributions/c-7/proofs/p-1': () =>
        new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithProviders(<ContributionProofs contributionId="c-7" />);
    expect(await screen.findByRole('img', { name: 'Justificatif photo.jpg' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    expect(screen.getByText('Photo')).toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger recu.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(fetch, 'GET', '/contributions/c-7/proofs/p-1')).toHaveLength(1);
  });

  it('shows nothing for a contribution without proof', async () => {
    const fetch = fakeApi({ 'GET /contributions/c-7/proofs': () => jsonResponse([]) });
    renderWithProviders(<ContributionProofs contributionId="c-7" />);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/contributions/c-7/proofs')).toHaveLength(1));
    expect(screen.queryByText('Justificatifs')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lets the payer take a proof back', async () => {
    let deleted = false;
    fakeApi({
      'GET /contributions/c-7/proofs': () => jsonResponse(deleted ? [] : [proof({})]),
      'DELETE /contributions/c-7/proofs/p-1': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<ContributionProofs contributionId="c-7" removable title="attached" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer recu.pdf' }));
    expect(await screen.findByText('Justificatif retiré.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('recu.pdf')).not.toBeInTheDocument());
  });
});
