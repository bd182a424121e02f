import { describe, expect, it } from 'vitest';
import type { GroupDto, UserDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { isoDateFromToday } from '../support/dates.js';

const valid = {
  name: 'Chama Umoja',
  description: 'Monthly savings of the market traders',
  contribution_amount: 1500.5,
  currency: 'KES',
  max_members: 10,
};

describe('creating a group', () => {
  it('creates it with its admin as first member, a permanent code and exact money', async () => {
    const admin = await makeUser();
    const answer = await api<{ success: boolean; group: GroupDto; message: string }>(
      'POST',
      '/api/groups',
      {
        token: admin.token,
        body: valid,
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(answer.body.group).toMatchObject({
      name: 'Chama Umoja',
      contribution_amount: '1500.50',
      member_count: 1,
      max_members: 10,
      admin_id: admin.user.id,
      my_relation: 'admin',
      payout_order_method: 'join_order',
      beneficiary_contributes: true,
      language: 'sw',
      status: 'active',
    });
    expect(answer.body.group.permanent_invitation_code).toMatch(
      /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/,
    );
  });

  it.each([
    ['blank name', { name: '   ' }, 'name', 'Le nom du groupe est requis'],
    ['short name', { name: ' ab ' }, 'name', 'Le nom doit contenir au moins 3 caractères'],
    ['missing description', { description: '' }, 'description', 'La description est requise'],
    [
      'short description',
      { description: 'too short' },
      'description',
      'La description doit contenir au moins 10 caractères',
    ],
    [
      'zero amount',
      { contribution_amount: 0 },
      'contribution_amount',
      'Le montant de contribution doit être supérieur à 0',
    ],
    [
      'float garbage',
      { contribution_amount: '12.345' },
      'contribution_amount',
      'Le montant de contribution doit être supérieur à 0',
    ],
    [
      'one member',
      { max_members: 1 },
      'max_members',
      'Le groupe doit permettre au moins 2 membres',
    ],
    [
      'too many members',
      { max_members: 51 },
      'max_members',
      'Le groupe ne peut pas dépasser 50 membres',
    ],
  ])(
    'refuses a %s with the documents’ message and writes nothing',
    async (_, patch, field, detail) => {
      const admin = await makeUser();
      const before = await countRows('savings_groups');
      const answer = await api('POST', '/api/groups', {
        token: admin.token,
        body: { ...valid, ...patch },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field, detail });
      expect(await countRows('savings_groups')).toBe(before);
    },
  );

  it('creates through onboarding: the creator becomes a group admin with onboarding done', async () => {
    const creator = await makeUser();
    const answer = await api<{
      message: string;
      group_name: string;
      permanent_invitation_code: string;
    }>('POST', '/api/auth/onboarding/create-group', {
      token: creator.token,
      body: {
        name: 'Tontine des Amis',
        contribution_amount: 50,
        start_date: isoDateFromToday(60),
        currency: 'EUR',
        payout_frequency: 'weekly',
        is_public: false,
        theme: 'Family',
        region: 'Dakar',
        language: 'fr',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.group_name).toBe('Tontine des Amis');
    expect(answer.body.permanent_invitation_code).toHaveLength(8);
    const me = await api<UserDto>('GET', '/api/auth/me', { token: creator.token });
    expect(me.body).toMatchObject({ role: 'admin', onboarding_completed: true });
    const mine = await api<{ items: GroupDto[] }>('GET', '/api/groups', { token: creator.token });
    expect(mine.body.items[0]).toMatchObject({
      name: 'Tontine des Amis',
      max_members: 20,
      my_relation: 'admin',
    });
  });

  it('asks the onboarding form for its required fields with its own message', async () => {
    const creator = await makeUser();
    for (const body of [
      { contribution_amount: 10, start_date: isoDateFromToday(30) },
      { name: 'Umoja', start_date: isoDateFromToday(30) },
      { name: 'Umoja', contribution_amount: 10 },
    ]) {
      const answer = await api('POST', '/api/auth/onboarding/create-group', {
        token: creator.token,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ detail: 'Veuillez remplir tous les champs requis' });
    }
    const tooSmall = await api('POST', '/api/auth/onboarding/create-group', {
      token: creator.token,
      body: {
        name: 'Umoja',
        contribution_amount: 10,
        start_date: isoDateFromToday(30),
        max_members: 2,
      },
    });
    expect(tooSmall.body).toMatchObject({
      detail: 'Le groupe doit compter entre 3 et 100 membres',
    });
    const me = await api<UserDto>('GET', '/api/auth/me', { token: creator.token });
    expect(me.body.onboarding_completed).toBe(false);
  });

  it.each(['random_draw', 'admin_set'] as const)(
    'keeps the payout order chosen at creation (%s), which the rotation then follows',
    async (method) => {
      const admin = await makeUser();
      const answer = await api<{ group: GroupDto }>('POST', '/api/groups', {
        token: admin.token,
        body: { ...valid, payout_order_method: method },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.group.payout_order_method).toBe(method);
      const rotation = await api<{ payout_order_method: string }>(
        'GET',
        `/api/groups/${answer.body.group.id}/rotation`,
        { token: admin.token },
      );
      expect(rotation.body.payout_order_method).toBe(method);
    },
  );

  it('refuses an unknown payout order with a 400 and writes nothing', async () => {
    const admin = await makeUser();
    const before = await countRows('savings_groups');
    const answer = await api('POST', '/api/groups', {
      token: admin.token,
      body: { ...valid, payout_order_method: 'alphabetical' },
    });
    expect(answer.status).toBe(400);
    expect(await countRows('savings_groups')).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await api('POST', '/api/groups', { body: valid })).status).toBe(401);
  });

  it('lists the caller’s groups newest first, page by page', async () => {
    const admin = await makeUser();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await makeGroup(admin));
    const first = await api<{ items: GroupDto[]; next_cursor: string }>(
      'GET',
      '/api/groups?limit=2',
      { token: admin.token },
    );
    expect(first.body.items.map((g) => g.id)).toEqual([made[4]!.id, made[3]!.id]);
    const second = await api<{ items: GroupDto[]; next_cursor: string | null }>(
      'GET',
      `/api/groups?limit=2&cursor=${first.body.next_cursor}`,
      { token: admin.token },
    );
    expect(second.body.items.map((g) => g.id)).toEqual([made[2]!.id, made[1]!.id]);
    const last = await api<{ items: GroupDto[]; next_cursor: string | null }>(
      'GET',
      `/api/groups?limit=2&cursor=${second.body.next_cursor}`,
      { token: admin.token },
    );
    expect(last.body.items.map((g) => g.id)).toEqual([made[0]!.id]);
    expect(last.body.next_cursor).toBeNull();
  });
});
