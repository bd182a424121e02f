// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { documentDefaults } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answerBy, callsTo, ok } from '../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../testing/render';
import { CodeTab } from './code-tab';

// Monaco needs a real browser (workers, layout): here a textarea stands in for the editor
// and a pair of read-only areas for the diff; the Playwright tests drive the real Monaco.
vi.mock('./monaco-setup', () => ({}));
vi.mock('@monaco-editor/react', () => ({
  default: (props: {
    value: string;
    onChange: (value: string) => void;
    options: { ariaLabel: string };
  }) => (
    <textarea
      aria-label={props.options.ariaLabel}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  ),
  DiffEditor: (props: { original: string; modified: string }) => (
    <div>
      <pre data-testid="diff-original">{props.original}</pre>
      <pre data-testid="diff-modified">{props.modified}</pre>
    </div>
  ),
}));

const ads = {
  name: 'ads',
  version: 4,
  value: documentDefaults('ads'),
  schema: { type: 'object' },
  updated_at: '2026-11-24T08:00:00.000Z',
};

function setUp(put = () => ok({ name: 'ads', version: 5, updated_at: ads.updated_at })) {
  const request = answerBy({
    'GET /api/superadmin/documents': () =>
      ok([{ name: 'ads', version: 4, updated_at: ads.updated_at }]),
    'GET /api/superadmin/documents/ads': () => ok(ads),
    'GET /api/superadmin/documents/ads/versions': () =>
      ok({
        items: [
          { version: 4, updated_at: ads.updated_at, admin_name: 'root' },
          { version: 3, updated_at: ads.updated_at, admin_name: 'root' },
        ],
        nextCursor: null,
      }),
    'PUT /api/superadmin/documents/ads': put,
    'POST /api/superadmin/documents/ads/versions/3/restore': () =>
      ok({ name: 'ads', version: 5, updated_at: ads.updated_at }),
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<CodeTab search="" toast={toast} />);
  return { request, toast };
}

const valid = JSON.stringify({ ads: [{ id: 'a1', type: 'banner', title: 'Promo' }] });

describe('the code tab', () => {
  it('warns that only super admins may use it', async () => {
    setUp();
    expect(
      await screen.findByText(/Seuls les super-admins peuvent accéder à cet éditeur/),
    ).toBeInTheDocument();
  });

  it('refuses to save a blank or malformed document', async () => {
    setUp();
    const editor = await screen.findByLabelText('Document JSON Publicités');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    fireEvent.change(editor, { target: { value: '   ' } });
    expect(
      await screen.findByText('Le document est vide : enregistrement impossible.'),
    ).toBeVisible();
    expect(save).toBeDisabled();
    fireEvent.change(editor, { target: { value: '{ "ads": [' } });
    expect(await screen.findByText('Ce texte n’est pas du JSON valide.')).toBeVisible();
    expect(save).toBeDisabled();
  });

  it('keeps Save disabled until the value itself changes', async () => {
    setUp();
    const editor = await screen.findByLabelText('Document JSON Publicités');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    const revert = screen.getByRole('button', { name: 'Annuler les modifications' });
    expect(save).toBeDisabled();
    // The same document laid out differently: nothing to save, but the layout can be undone.
    fireEvent.change(editor, { target: { value: JSON.stringify(ads.value) } });
    await waitFor(() => expect(revert).toBeEnabled());
    expect(save).toBeDisabled();
    fireEvent.change(editor, { target: { value: valid } });
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('shows the diff, then saves with the version it started from', async () => {
    const { request, toast } = setUp();
    fireEvent.change(await screen.findByLabelText('Document JSON Publicités'), {
      target: { value: valid },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer Publicités ?' });
    expect(within(dialog).getByTestId('diff-modified')).toHaveTextContent('Promo');
    expect(callsTo(request, 'PUT /api/superadmin/documents/ads')).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirmer l’enregistrement' }),
    );
    await waitFor(() =>
      expect(callsTo(request, 'PUT /api/superadmin/documents/ads')).toEqual([
        { value: JSON.parse(valid), baseVersion: 4 },
      ]),
    );
    expect(toast).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Publicités : version 5 enregistrée',
    });
  });

  it('says what the schema refuses in the operator’s language, where it is, and blocks the save', async () => {
    setUp();
    fireEvent.change(await screen.findByLabelText('Document JSON Publicités'), {
      target: {
        value: JSON.stringify({ ads: [{ id: 'a1', type: 'banner', title: 'Promo', size: 3 }] }),
      },
    });
    expect(
      await screen.findByText(/1 erreur\(s\) de schéma : ads\.0 — Clés inconnues : size/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Document JSON Publicités'), {
      target: { value: JSON.stringify({ ads: [{ id: 'a1', type: 'banner', title: 7 }] }) },
    });
    expect(await screen.findByText(/ads\.0\.title — Valeur invalide/)).toBeVisible();
  });

  it('tells the operator when someone else saved first (409), keeping the text', async () => {
    setUp(() => ({ status: 409, body: { detail: 'Version périmée', code: 'DOCUMENT_STALE' } }));
    const editor = await screen.findByLabelText('Document JSON Publicités');
    fireEvent.change(editor, { target: { value: valid } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Confirmer l’enregistrement',
      }),
    );
    expect(
      await screen.findByText('Quelqu’un d’autre a enregistré ce document entre-temps'),
    ).toBeVisible();
    expect(editor).toHaveValue(valid);
  });

  it('restores an earlier version after confirmation', async () => {
    const { request } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurer la version 3' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    await waitFor(() =>
      expect(
        callsTo(request, 'POST /api/superadmin/documents/ads/versions/3/restore'),
      ).toHaveLength(1),
    );
  });
});
