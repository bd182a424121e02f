import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { makeAccount } from '../../../test/factories';
import { serveSecurityApi } from '../../../test/fake-security-api';
import { renderWithProviders } from '../../../test/render';
import { SettingsModal } from './settings-modal';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('saving a new language', () => {
  it('confirms the save in the language just chosen', async () => {
    const account = makeAccount();
    startSession('tok', account);
    serveSecurityApi({ account });
    const user = userEvent.setup();
    renderWithProviders(<SettingsModal opened onClose={() => undefined} email={account.email} />);
    const settings = await screen.findByRole('dialog', { name: 'Paramètres' });
    await user.click(await within(settings).findByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeVisible();
    expect(screen.queryByText('Paramètres sauvegardés avec succès !')).not.toBeInTheDocument();
  });
});
