import { describe, expect, it } from 'vitest';
import type { ExchangeRateDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/** The super admins' rate table: history kept, the newest current, set by super admins only. */
describe('exchange rates', () => {
  it('keeps the history and answers the newest rate per currency', async () => {
    const superAdmin = await signInAs('superAdmin');
    const set = (units: string) =>
      api<ExchangeRateDto>('POST', '/api/superadmin/rates', {
        token: superAdmin,
        body: { currency: 'TZS', units_per_usd: units },
      });
    const before = await countRows('exchange_rates', 'currency = ?', ['TZS']);
    const first = await set('2500.5');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      currency: 'TZS',
      units_per_usd: '2500.5',
      set_at: expect.any(String),
      set_by_name: expect.any(String),
    });
    const second = await set('2600.12345678');
    expect(second.status).toBe(201);
    expect(await countRows('exchange_rates', 'currency = ?', ['TZS'])).toBe(before + 2);
    const member = await makeUser();
    const listed = await api<ExchangeRateDto[]>('GET', '/api/rates', { token: member.token });
    expect(listed.status).toBe(200);
    expect(listed.body.filter((r) => r.currency === 'TZS')).toEqual([
      expect.objectContaining({ units_per_usd: '2600.12345678' }),
    ]);
    expect(
      await countRows('audit_entries', 'action = ? AND details LIKE ?', [
        'exchange_rate_set',
        '%2600.12345678 TZS%',
      ]),
    ).toBe(1);
  });

  it('are set by super admins only; everyone signed in reads them', async () => {
    const member = await makeUser();
    const support = await signInAs('support');
    const body = { currency: 'KES', units_per_usd: '130' };
    const byMember = await api('POST', '/api/superadmin/rates', { token: member.token, body });
    expect(byMember.status).toBe(403);
    const bySupport = await api('POST', '/api/superadmin/rates', { token: support, body });
    expect(bySupport.status).toBe(403);
    expect((await api('GET', '/api/rates', { token: support })).status).toBe(200);
    expect((await api('GET', '/api/rates')).status).toBe(401);
  });

  it('refuses a rate that is not a positive decimal, or USD', async () => {
    const superAdmin = await signInAs('superAdmin');
    for (const body of [
      { currency: 'KES', units_per_usd: '0' },
      { currency: 'KES', units_per_usd: '-1' },
      { currency: 'KES', units_per_usd: '1.123456789' },
      { currency: 'USD', units_per_usd: '1' },
    ]) {
      const answer = await api('POST', '/api/superadmin/rates', { token: superAdmin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});
