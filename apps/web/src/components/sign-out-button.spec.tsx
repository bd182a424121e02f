import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { getSession, startSession } from '../lib/session';
import { callsTo, fakeApi } from '../test/fake-api';
import { jsonResponse, renderWithProviders } from '../test/render';
import { SignOutButton } from './sign-out-button';

describe('SignOutButton', () => {
  it('asks for confirmation first: Cancel keeps the session', async () => {
    startSession('tok', { id: 'u-1', username: 'amina' } as UserDto);
    const fetch = fakeApi({ 'POST /auth/logout': () => jsonResponse({ success: true }) });
    const user = userEvent.setup();
    renderWithProviders(<SignOutButton />);
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnexion' });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment vous déconnecter ?');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/auth/logout')).toHaveLength(0);
    expect(getSession()).not.toBeNull();
  });

  it('signs out once confirmed', async () => {
    startSession('tok', { id: 'u-1', username: 'amina' } as UserDto);
    const fetch = fakeApi({ 'POST /auth/logout': () => jsonResponse({ success: true }) });
    const user = userEvent.setup();
    renderWithProviders(<SignOutButton />);
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnexion' });
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Déconnexion',
    )!;
    await user.click(confirm);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/auth/logout')).toHaveLength(1));
  });
});
