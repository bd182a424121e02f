import { describe, expect, it } from 'vitest';
import { makeUser, uniqueEmail } from './support/factories.js';
import { api } from './support/http.js';
import { mailsTo, waitForMail } from './support/inbox.js';

const NEUTRAL =
  'Si un compte existe pour cette adresse, un lien de réinitialisation vient de lui être envoyé.';

function tokenFrom(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const answer = await api('POST', '/api/auth/password/forgot', { body: { email } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: NEUTRAL });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('requires an @ in the address', async () => {
    const answer = await api('POST', '/api/auth/password/forgot', {
      body: { email: 'no-at-sign' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: 'Veuillez entrer une adresse email valide' });
  });

  it('refuses with 400 an address that passes 254 characters once lower-cased', async () => {
    const answer = await api('POST', '/api/auth/password/forgot', {
      body: { email: `${'İ'.repeat(125)}@tontine.test` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: 'Veuillez entrer une adresse email valide' });
  });

  it('mails a single-use link that sets a new password', async () => {
    const u = await makeUser();
    const answer = await api('POST', '/api/auth/password/forgot', { body: { email: u.email } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: NEUTRAL });
    const mail = await waitForMail(u.email);
    expect(mail.subject).toContain('Réinitialisation');
    const token = tokenFrom(mail.text);

    const reset = await api('POST', '/api/auth/password/reset', {
      body: { token, password: 'N3wPassword!' },
    });
    expect(reset.status).toBe(200);

    const old = await api('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(old.status).toBe(401);
    const fresh = await api('POST', '/api/auth/login', {
      body: { email: u.email, password: 'N3wPassword!' },
    });
    expect(fresh.status).toBe(200);

    const reused = await api('POST', '/api/auth/password/reset', {
      body: { token, password: 'An0therPass' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses a made-up token and a weak new password', async () => {
    const madeUp = await api('POST', '/api/auth/password/reset', {
      body: { token: 'x'.repeat(43), password: 'N3wPassword!' },
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const weak = await api('POST', '/api/auth/password/reset', {
      body: { token: 'x'.repeat(43), password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'password' });
  });
});
