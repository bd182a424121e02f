import { expect, test, type Page, type Route } from '@playwright/test';
import type { UserDto } from '@tontine/contracts';
import { Secret, TOTP } from 'otpauth';
import { shootAtBothWidths } from '../support/screens.js';
import { createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

const NEW_PASSWORD = 'Nairobi2026x';

async function openSecurityTab(page: Page) {
  await page.getByRole('link', { name: 'Paramètres' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramètres' });
  await settings.getByRole('tab', { name: 'Sécurité' }).click();
  return settings;
}

/** The signed-in browser's token, to ask the API whether it still works. */
const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('tontine.token') ?? '');

test('two-factor sign-in from Settings › Sécurité, then the password and every session', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await createOnboardedMember(request, 'Wanjiru');
  const greeting = page.getByRole('heading', { name: `Karibu, ${member.username}` });
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(greeting).toBeVisible();

  // Settings › Sécurité: the switch shows that two-factor sign-in is off.
  let settings = await openSecurityTab(page);
  const twoFactor = settings.getByRole('switch', { name: /Authentification à deux facteurs/ });
  await expect(twoFactor).not.toBeChecked();
  await expect(
    settings.getByText(/Le serveur ferme aussi toute session restée inutilisée/),
  ).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'security-tab');

  // Turning it on: the QR code, the key shown for typing, and the app's first code.
  await twoFactor.click({ force: true });
  const enrol = page.getByRole('dialog', { name: 'Activer la double authentification' });
  await expect(enrol.getByRole('img', { name: /Code QR/ })).toBeVisible();
  const key = enrol.getByRole('textbox', { name: /^Clé de configuration/ });
  await expect(key).not.toHaveValue('');
  const secret = (await key.inputValue()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await shootAtBothWidths(page, testInfo, 'enrolment');

  await enrol.getByRole('textbox', { name: /^Code de vérification/ }).fill(totp.generate());
  await enrol.getByRole('button', { name: 'Activer' }).click();

  // The ten recovery codes, once; closing waits for the person to say they kept them.
  const codesList = enrol.getByRole('list', { name: 'Codes de secours' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  expect(recoveryCodes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true);
  await shootAtBothWidths(page, testInfo, 'recovery-codes');
  const download = page.waitForEvent('download');
  await enrol.getByRole('button', { name: 'Télécharger (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('tontine-recovery-codes.txt');
  await expect(enrol.getByRole('button', { name: 'Terminer' })).toBeDisabled();
  await enrol.getByText('J’ai enregistré mes codes de secours en lieu sûr').click();
  await enrol.getByRole('button', { name: 'Terminer' }).click();
  await expect(enrol).toBeHidden();
  await expect(twoFactor).toBeChecked();
  await shootAtBothWidths(page, testInfo, 'security-tab-on');

  // Signing out, then in again: the password is right, so the code is asked for.
  await settings.getByRole('button', { name: 'Annuler' }).click();
  await expect(settings).toBeHidden();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  // Signing out asks first.
  await page
    .getByRole('dialog', { name: 'Déconnexion' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  await signInThroughUi(page, member.email, member.password);
  const code = page.getByRole('textbox', { name: /^Code de vérification/ });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await shootAtBothWidths(page, testInfo, 'login-code');
  // The code that turned it on was used: the next 30-second code signs in.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(greeting).toBeVisible();

  // A second browser signs in with a recovery code.
  const other = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await other.goto('/login');
  await signInThroughUi(other, member.email, member.password);
  await other.getByRole('button', { name: 'Saisir un code de secours' }).click();
  await other.getByRole('textbox', { name: /^Code de vérification/ }).fill(recoveryCodes[0]!);
  await other.getByRole('button', { name: 'Vérifier' }).click();
  await expect(other.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();

  // Changing the password here ends the other browser's session at its next request.
  settings = await openSecurityTab(page);
  await settings.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await settings
    .getByRole('textbox', { name: 'Mot de passe actuel', exact: true })
    .fill(member.password);
  await settings
    .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
    .fill(NEW_PASSWORD);
  await settings
    .getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true })
    .fill(NEW_PASSWORD);
  await expect(settings.getByText('Mot de passe valide')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'change-password');
  await settings.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(settings.getByRole('status')).toHaveText(
    'Mot de passe modifié. Vos sessions sur les autres appareils ont été fermées.',
  );

  // Its next request is refused: the server closes its live socket at once, which makes it ask
  // who is signed in (GET /api/auth/me), and the 401 SESSION_REVOKED signs it out.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Votre session a été fermée. Reconnectez-vous.')).toBeVisible();
  await other.context().close();

  // This browser kept its session; "sign out everywhere" ends it with every other one.
  const third = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await third.goto('/login');
  await signInThroughUi(third, member.email, NEW_PASSWORD);
  await third.getByRole('button', { name: 'Saisir un code de secours' }).click();
  await third.getByRole('textbox', { name: /^Code de vérification/ }).fill(recoveryCodes[1]!);
  await third.getByRole('button', { name: 'Vérifier' }).click();
  await expect(third.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();

  const token = await storedToken(page);
  await settings.getByRole('button', { name: 'Se déconnecter partout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Se déconnecter partout' });
  await confirm.getByRole('button', { name: 'Tout déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Vous avez été déconnecté de tous vos appareils.')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await expect(third).toHaveURL(/\/login$/);
  await expect(third.getByText('Votre session a été fermée. Reconnectez-vous.')).toBeVisible();
  await third.context().close();
});

test('an account that must set up two-factor sign-in sees only its enrolment', async ({
  page,
  request,
}, testInfo) => {
  // The end-to-end server does not require it (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS is for
  // production): its answers about this account are made to say so until it is turned on, as a
  // production server says of a super admin. The enrolment calls themselves are the real ones.
  const member = await createOnboardedMember(request, 'Kamau');
  const requireSetup = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user?: UserDto } & Partial<UserDto>;
    const user = body.user ?? (body as UserDto);
    const made = { ...user, two_factor_setup_required: !user.two_factor_enabled };
    await route.fulfill({ response, json: body.user ? { ...body, user: made } : made });
  };
  await page.route('**/api/auth/login', requireSetup);
  await page.route('**/api/auth/me', requireSetup);

  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: 'Double authentification obligatoire' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const key = page.getByRole('textbox', { name: /^Clé de configuration/ });
  await expect(key).not.toHaveValue('');
  await shootAtBothWidths(page, testInfo, 'required-enrolment');

  await page.goto('/my-groups');
  await expect(page).toHaveURL(/\/dashboard$/);
  const secret = (await key.inputValue()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  // A mistyped code is refused under the field; the session and the enrolment stay.
  const code = page.getByRole('textbox', { name: /^Code de vérification/ });
  const right = totp.generate();
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByText('Code de vérification incorrect ou déjà utilisé')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Double authentification obligatoire' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(key).toHaveValue(secret.match(/.{1,4}/g)!.join(' '));
  await shootAtBothWidths(page, testInfo, 'required-enrolment-wrong-code');

  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByText('J’ai enregistré mes codes de secours en lieu sûr').click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();
});
