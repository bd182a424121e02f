// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdInventory, DesktopApiResponse } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answerBy, callsTo, ok } from '../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../testing/render';
import { AdsSection } from './ads-section';

type Ad = AdInventory['ads'][number];

const banner: Ad = {
  id: 'banner-1',
  type: 'banner',
  title: 'Épargnez plus',
  subtitle: 'Sans frais',
  brand: 'Akiba',
  cta: 'Découvrir',
  image_url: '/api/ad-images/ad0e0000-0000-4000-8000-000000000001',
  video_thumbnail_url: '',
  external_url: 'https://www.example.com/akiba',
  reward: null,
  min_view_seconds: 0,
  duration: 15,
  active_from: null,
  active_to: null,
  languages: ['fr'],
};

function setUp(save: () => DesktopApiResponse = () => ok({ name: 'ads', version: 8 })) {
  const request = answerBy({
    'GET /api/superadmin/documents/ads': () =>
      ok({ name: 'ads', version: 7, updated_at: null, value: { ads: [banner] }, schema: {} }),
    'PUT /api/superadmin/documents/ads': save,
    'GET /api/superadmin/ads/stats': () =>
      ok([{ ad_id: 'banner-1', impressions: 12, clicks: 3, completions: 0, rewards_claimed: 0 }]),
  });
  const uploadAdImage = vi.fn(async () =>
    ok(
      {
        id: '01a20f3b-0000-4000-8000-000000000009',
        url: '/api/ad-images/01a20f3b-0000-4000-8000-000000000009',
        mime_type: 'image/png',
        size: 68,
      },
      201,
    ),
  );
  const bridge = fakeBridge({ request });
  Object.assign(bridge, { uploadAdImage });
  const toast = vi.fn();
  renderConsole(<AdsSection search="" toast={toast} />);
  return { request, toast, uploadAdImage };
}

describe("the content tab's ad inventory", () => {
  it('lists every ad with its fields and its counts', async () => {
    setUp();
    const card = await screen.findByRole('article', { name: 'Épargnez plus' });
    expect(card).toHaveTextContent('banner-1');
    expect(card).toHaveTextContent('Akiba');
    expect(card).toHaveTextContent('https://www.example.com/akiba');
    expect(card).toHaveTextContent('Français');
    const counts = within(card).getByRole('list', { name: 'Compteurs de banner-1' });
    expect(counts).toHaveTextContent('Impressions : 12');
    expect(counts).toHaveTextContent('Clics : 3');
    expect(screen.getByText('1 annonce')).toBeInTheDocument();
  });

  it('checks a new ad before saving it on the version it read', async () => {
    const { request, uploadAdImage } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une publicité' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getAllByText('Ce champ est obligatoire')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Identifiant/ }), 'banner-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Titre/ }), 'Nouveau');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Cet identifiant est déjà utilisé')).toBeInTheDocument();
    expect(callsTo(request, 'PUT /api/superadmin/documents/ads')).toEqual([]);

    const id = within(dialog).getByRole('textbox', { name: /^Identifiant/ });
    await userEvent.clear(id);
    await userEvent.type(id, 'native-2');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(uploadAdImage).toHaveBeenCalledWith(expect.any(Uint8Array), 'a.png'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Image' })).toHaveValue(
        '/api/ad-images/01a20f3b-0000-4000-8000-000000000009',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(callsTo(request, 'PUT /api/superadmin/documents/ads')).toHaveLength(1),
    );
    const [body] = callsTo(request, 'PUT /api/superadmin/documents/ads') as {
      value: AdInventory;
      baseVersion: number;
    }[];
    expect(body!.baseVersion).toBe(7);
    expect(body!.value.ads.map((a) => a.id)).toEqual(['banner-1', 'native-2']);
    expect(body!.value.ads[1]).toMatchObject({
      title: 'Nouveau',
      image_url: '/api/ad-images/01a20f3b-0000-4000-8000-000000000009',
    });
  });

  it('says when someone else saved first, and saves nothing over it', async () => {
    const { toast } = setUp(() => ({
      status: 409,
      body: { detail: 'Conflit', code: 'DOCUMENT_VERSION_CONFLICT' },
    }));
    const card = await screen.findByRole('article', { name: 'Épargnez plus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Supprimer banner-1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText(
        'Rechargez l’inventaire pour voir sa dernière version, puis refaites votre modification.',
      ),
    ).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'warning',
        title: 'Quelqu’un d’autre a enregistré l’inventaire entre-temps',
      }),
    );
    expect(screen.getByRole('button', { name: 'Ajouter une publicité' })).toBeDisabled();
  });
});
