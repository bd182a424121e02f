import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsMe } from '../../../test/factories';
import { OnboardingPage } from './onboarding-page';

describe('OnboardingPage', () => {
  it('offers both roles with their whole labels', () => {
    signInAsMe();
    renderWithProviders(<OnboardingPage />, { route: '/onboarding' });
    expect(screen.getByRole('button', { name: 'Créer un groupe (administrateur)' })).toBeVisible();
  });

  it('lets a person who is not ready to choose sign out', async () => {
    signInAsMe();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}, 204));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingPage />, { route: '/onboarding' });

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    // Signing out is confirmed: confirm it when the button asks for one.
    const dialog = screen.queryByRole('dialog');
    if (dialog) await user.click(within(dialog).getAllByRole('button').at(-1)!);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(getSession()).toBeNull();
    const calls = fetch.mock.calls.map(([input]) => String(input));
    expect(calls.some((url) => url.endsWith('/auth/logout'))).toBe(true);
  });
});
