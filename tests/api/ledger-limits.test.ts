import { describe, expect, it } from 'vitest';
import type { GroupDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { isoDateFromToday } from '../support/dates.js';

const groupBody = (overrides: Record<string, unknown>) => ({
  name: `Chama ${Date.now().toString(36)}`,
  description: 'Weekly savings of the boda-boda riders',
  currency: 'KES',
  start_date: isoDateFromToday(90),
  ...overrides,
});

/** JSON text as a client writes it, numbers included digit for digit. */
const rawJson = (token: string, path: string, json: string) =>
  api<{ code?: string; field?: string; message_key?: string; group?: GroupDto }>('POST', path, {
    token,
    raw: json,
    headers: { 'content-type': 'application/json' },
  });

describe('amounts the ledger cannot hold exactly', () => {
  it('refuses at creation a group whose pots and totals would overflow DECIMAL(18,2)', async () => {
    const admin = await makeUser();
    const before = await countRows('savings_groups');
    // 50 members × 50 cycles × 10^13 = 2.5 × 10^16: past 9,999,999,999,999,999.99.
    const refused = await api<{ code: string; field: string; message_key: string }>(
      'POST',
      '/api/groups',
      {
        token: admin.token,
        body: groupBody({ contribution_amount: '10000000000000.00', max_members: 50 }),
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'contribution_amount',
      message_key: 'contributionTooLarge',
    });
    expect(await countRows('savings_groups')).toBe(before);

    // The same amount with two members fits (4 × 10^13).
    const fits = await api('POST', '/api/groups', {
      token: admin.token,
      body: groupBody({ contribution_amount: '10000000000000.00', max_members: 2 }),
    });
    expect(fits.status).toBe(201);
  });

  it('refuses the onboarding group the same way', async () => {
    const user = await makeUser();
    const refused = await api<{ message_key: string }>(
      'POST',
      '/api/auth/onboarding/create-group',
      {
        token: user.token,
        body: {
          name: 'Wazee wa Kijiji',
          contribution_amount: '9000000000000000',
          start_date: isoDateFromToday(60),
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message_key).toBe('contributionTooLarge');
  });

  it('asks for a decimal string when a JSON number has more digits than it can keep', async () => {
    const admin = await makeUser();
    const before = await countRows('savings_groups');
    for (const number of ['1234567890123.456789', '100.0000000000000001', '12345678901234567']) {
      const refused = await rawJson(
        admin.token,
        '/api/groups',
        JSON.stringify(groupBody({ max_members: 2 })).replace(
          /}$/,
          `,"contribution_amount":${number}}`,
        ),
      );
      expect(refused.status, number).toBe(400);
      expect(refused.body.code).toBe('NUMBER_NOT_EXACT');
      expect(refused.body.field).toBe('contribution_amount');
    }
    const huge = await rawJson(admin.token, '/api/groups', '{"contribution_amount":1e400}');
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('NUMBER_NOT_EXACT');
    expect(await countRows('savings_groups')).toBe(before);

    // The same amount as a string is taken digit for digit; a short number is taken as it is.
    const exact = await api<{ group: GroupDto }>('POST', '/api/groups', {
      token: admin.token,
      body: groupBody({ contribution_amount: '1234567890123.45', max_members: 2 }),
    });
    expect(exact.status).toBe(201);
    expect(exact.body.group.contribution_amount).toBe('1234567890123.45');
    const short = await rawJson(
      admin.token,
      '/api/groups',
      JSON.stringify(groupBody({ max_members: 2 })).replace(/}$/, ',"contribution_amount":2500.5}'),
    );
    expect(short.status).toBe(201);
    expect(short.body.group?.contribution_amount).toBe('2500.50');
  });
});
