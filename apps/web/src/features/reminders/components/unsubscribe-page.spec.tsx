import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCatalog, successMessage } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'v1.c21z.u-1.sig';
const PATH = `/reminders/unsubscribe/${encodeURIComponent(TOKEN)}`;

function renderPage(token = TOKEN) {
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route: `/unsubscribe/${encodeURIComponent(token)}` },
  );
}

const confirm = () => screen.getByRole('button', { name: 'Ne plus recevoir ces rappels' });

describe('the page of the stop link in reminders', () => {
  it('says what the link does and sends nothing on its own', async () => {
    const fetch = fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Rappels de paiement' })).toBeVisible();
    expect(
      screen.getByText(
        'Ce lien arrête les rappels de paiement envoyés par le canal où vous l’avez reçu (e-mail ou SMS).',
      ),
    ).toBeVisible();
    expect(confirm()).toBeEnabled();
    // A mail scanner opening the link stops nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetch, 'POST', PATH)).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops the reminders on the button, without an account, and confirms it', async () => {
    const fetch = fakeApi({
      [`POST ${PATH}`]: () =>
        jsonResponse({ channel: 'sms', ...successMessage('unsubscribedSms') }),
    });
    renderPage();
    await userEvent.setup().click(confirm());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vous ne recevrez plus de rappels de paiement par SMS.',
    );
    expect(sentBodies(fetch, 'POST', PATH)).toHaveLength(1);
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(
      screen.queryByRole('button', { name: 'Ne plus recevoir ces rappels' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Vous pourrez les réactiver à tout moment dans Paramètres › Notifications.'),
    ).toBeVisible();
  });

  it("confirms in the reader's language, from the answer's key", async () => {
    fakeApi({
      [`POST ${PATH}`]: () =>
        jsonResponse({ channel: 'email', ...successMessage('unsubscribedEmail') }),
    });
    const user = userEvent.setup();
    await i18n.changeLanguage('sw');
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Acha kupokea vikumbusho hivi' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hutapokea tena vikumbusho vya malipo kwa barua pepe.',
    );
    // The public pages' switcher changes it too.
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You will no longer receive payment reminders by e-mail.',
      ),
    );
  });

  it('says when the link is not valid, and offers the button no more', async () => {
    fakeApi({ [`POST ${PATH}`]: () => refusal('UNSUBSCRIBE_LINK_INVALID') });
    renderPage();
    await userEvent.setup().click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorCatalog.UNSUBSCRIBE_LINK_INVALID.message.fr,
    );
    expect(
      screen.queryByRole('button', { name: 'Ne plus recevoir ces rappels' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the button after a failure of the connection, to try again', async () => {
    const fetch = fakeApi({});
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await userEvent.setup().click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
    expect(confirm()).toBeEnabled();
  });
});
