// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { documentDefaults } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answerBy, callsTo, ok } from '../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../testing/render';
import { ContentTab } from './content-tab';
import { TEXT_SAVE_DELAY_MS } from './content-fields';

const content = { values: documentDefaults('content'), version: 3, updated_at: null };

function setUp(update = () => ok({ values: content.values, version: 4 })) {
  const request = answerBy({
    'GET /api/superadmin/content': () => ok(content),
    'POST /api/superadmin/content/update': update,
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<ContentTab search="" toast={toast} />);
  return { request, toast };
}

describe('the content tab', () => {
  it('shows the saved values and sends a text once typing pauses', async () => {
    const { request } = setUp();
    const field = await screen.findByLabelText('Message de bienvenue');
    expect(field).toHaveValue(content.values.welcome_message);

    await userEvent.clear(field);
    await userEvent.type(field, 'Karibu');
    expect(callsTo(request, 'POST /api/superadmin/content/update')).toEqual([]);
    await waitFor(
      () =>
        expect(callsTo(request, 'POST /api/superadmin/content/update')).toEqual([
          { key: 'welcome_message', value: 'Karibu' },
        ]),
      { timeout: TEXT_SAVE_DELAY_MS + 2000 },
    );
    expect(await screen.findByText('Contenu mis à jour avec succès')).toBeInTheDocument();
  });

  it('has nothing to save once a text is typed back to what is stored', async () => {
    const { request } = setUp();
    const field = await screen.findByLabelText('Message de bienvenue');
    await userEvent.type(field, '!');
    expect(await screen.findByText('Modification en attente…')).toBeInTheDocument();
    await userEvent.type(field, '{Backspace}');
    expect(field).toHaveValue(content.values.welcome_message);
    expect(screen.queryByText('Modification en attente…')).toBeNull();
    // Another field's save goes through alone: the text was never sent.
    await userEvent.click(screen.getByLabelText('Publicités activées'));
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/superadmin/content/update')).toEqual([
        { key: 'ads_enabled', value: false },
      ]),
    );
  });

  it('sends a switch at once', async () => {
    const { request } = setUp();
    await userEvent.click(await screen.findByLabelText('Publicités activées'));
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/superadmin/content/update')).toEqual([
        { key: 'ads_enabled', value: false },
      ]),
    );
  });

  it('says what the schema refuses and sends nothing', async () => {
    const { request } = setUp();
    const url = await screen.findByLabelText('URL de la publicité (accueil)');
    fireEvent.change(url, { target: { value: 'pas une adresse' } });
    expect(await screen.findByText('Valeur invalide')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, TEXT_SAVE_DELAY_MS + 200)));
    expect(callsTo(request, 'POST /api/superadmin/content/update')).toEqual([]);
  });

  it('shows a refused save beside the field and as a toast', async () => {
    const { toast } = setUp(() => ({
      status: 400,
      body: { detail: 'Valeur invalide', code: 'VALIDATION_FAILED' },
    }));
    await userEvent.click(await screen.findByLabelText('Notifications par SMS'));
    expect(await screen.findByText('Non enregistré')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', title: 'Erreur lors de la mise à jour du contenu' }),
    );
  });

  it('keeps only the fields the search names', async () => {
    fakeBridge({ request: answerBy({ 'GET /api/superadmin/content': () => ok(content) }) });
    renderConsole(<ContentTab search="sms" toast={vi.fn()} />);
    expect(await screen.findByLabelText('Notifications par SMS')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message de bienvenue')).toBeNull();
  });
});
