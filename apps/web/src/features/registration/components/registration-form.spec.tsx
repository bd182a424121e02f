import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegistrationForm } from './registration-form';

function setup() {
  // Files are picked by content type, as the browser's file dialog would not filter them.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<RegistrationForm />, { route: '/register' });
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' });
const confirmField = () =>
  screen.getByLabelText(/^Confirmer le mot de passe/, { selector: 'input' });
const photoInput = () =>
  screen.getByLabelText(/^Photo de profil/, { selector: 'input[type="file"]' });
const submit = () => screen.getByRole('button', { name: 'Continuer' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Prénom/), 'Amina');
  await user.type(field(/^Nom/), 'Otieno');
  await user.type(field(/^Email/), 'amina@example.org');
  await user.type(passwordField(), 'Harambee2024');
  await user.type(confirmField(), 'Harambee2024');
  await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
}

describe('RegistrationForm', () => {
  it('shows the first error as a summary and each field its own error on an empty submit', async () => {
    const user = setup();
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Le prénom est requis');
    expect(field(/^Prénom/)).toHaveAccessibleDescription(/Le prénom est requis/);
    expect(field(/^Nom/)).toHaveAccessibleDescription(/Le nom est requis/);
    expect(field(/^Email/)).toHaveAccessibleDescription(/L'email est requis/);
    expect(passwordField()).toHaveAccessibleDescription(/Le mot de passe est requis/);
    expect(screen.getByText('Vous devez accepter les conditions générales')).toBeInTheDocument();
  });

  it('names the next field in the submit order once the first ones are valid', async () => {
    const user = setup();
    await user.type(field(/^Prénom/), 'Amina');
    await user.type(field(/^Nom/), 'Otieno');
    await user.type(field(/^Email/), 'amina@');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("Format d'email invalide");
  });

  it('refuses a confirmation that differs from the password', async () => {
    const user = setup();
    await fillValidForm(user);
    await user.clear(confirmField());
    await user.type(confirmField(), 'Harambee2025');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les mots de passe ne correspondent pas',
    );
    expect(confirmField()).toHaveAccessibleDescription(/Les mots de passe ne correspondent pas/);
  });

  it('marks the password invalid until every rule holds', async () => {
    const user = setup();
    await user.type(passwordField(), 'harambee');
    expect(screen.getByText('Mot de passe invalide')).toBeInTheDocument();
    await user.type(passwordField(), 'A1');
    expect(screen.getByText('Mot de passe valide')).toBeInTheDocument();
  });

  it('refuses a photo larger than 5 MB', async () => {
    const user = setup();
    const photo = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(photoInput(), photo);
    expect(await screen.findByText('La photo ne doit pas dépasser 5 MB')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const user = setup();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(photoInput(), file);
    expect(await screen.findByText('Veuillez sélectionner un fichier image')).toBeInTheDocument();
  });

  it('checks the phone format when the field is left', async () => {
    const user = setup();
    await user.type(field(/^Téléphone/), '12ab');
    await user.tab();
    expect(field(/^Téléphone/)).toHaveAccessibleDescription(/Format de téléphone invalide/);
  });

  it('explains a refused registration with the translated server error', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse({ detail: 'Un compte existe déjà avec cet email', code: 'EMAIL_TAKEN' }, 409),
      );
    const user = setup();
    await fillValidForm(user);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Un compte existe déjà avec cet email')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      first_name: 'Amina',
      last_name: 'Otieno',
      username: 'Amina Otieno',
      email: 'amina@example.org',
      country: 'CA',
      preferred_language: 'en',
      preferred_currency: 'CAD',
      accept_terms: true,
      receive_newsletter: true,
    });
  });
});
