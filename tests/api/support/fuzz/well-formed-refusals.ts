import fc from 'fast-check';
import { CHAT_LIMITS } from '@tontine/contracts';
import type { Call } from '../route-calls.js';
import type { Fixture } from '../route-fixture.js';
import { oddString } from './odd-values.js';

/**
 * Calls the contracts' schema accepts that the endpoint must still refuse, by route: they name
 * nothing, or break a rule the service checks (a cycle the group does not have, more than is
 * owed). They reach the service and the database, where the schema's checks no longer help.
 * A route without an entry gets only the input its schema refuses.
 */
type Refusals = (valid: Call, f: Fixture) => fc.Arbitrary<{ call: Call; why: string }>;

/** An id of the right shape for nothing in the database. */
const nothing = fc.oneof(
  fc.uuid(),
  oddString.map((s) => s.slice(0, 64)).filter((s) => s.trim().length > 0),
);
/** A cycle the fixture's group does not have: its four members (admin, member, author, treasurer) make four. */
const hugeCycle = fc.oneof(
  fc.integer({ min: 2 ** 31 - 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 5, max: 100_000 }),
);
// Far more than the whole rotation owes (a few thousand), in the group's currency.
const tooMuch = fc.constantFrom('1000000', '9999999999999999.99', '10000000000');

/** Keys the cash record refuses: 8 to 100 of letters, digits and `_.:-` (latin-1, as headers are). */
const badIdempotencyKey = fc
  .oneof(
    fc.stringMatching(/^[\w.:-]{0,7}$/),
    fc.integer({ min: 101, max: 3_000 }).map((n) => 'k'.repeat(n)),
    fc.constantFrom(
      'key with spaces',
      'clé-idempotence',
      'a/b/c/d/e/f/g',
      '%00%00%00%00',
      '\u00ff'.repeat(10),
    ),
  )
  .filter((key) => !/^[\w.:-]{8,100}$/.test(key));

const withBody = (valid: Call, patch: Record<string, unknown>): Call => ({
  ...valid,
  body: { ...(valid.body as Record<string, unknown>), ...patch },
});
const withQuery = (valid: Call, patch: Record<string, string>): Call => ({
  ...valid,
  query: { ...valid.query, ...patch },
});

/** Days the calendar does not have, which Date.parse rolls over to the next month. */
const impossibleDay = fc.constantFrom(
  '2024-02-30',
  '2023-02-29',
  '2025-04-31',
  '2999-02-29',
  '2026-06-31',
);

export const WELL_FORMED_REFUSALS: Record<string, Refusals> = {
  'POST /api/groups': (valid) =>
    impossibleDay.map((day) => ({
      why: `start on ${day}`,
      call: withBody(valid, { start_date: day }),
    })),
  'POST /api/auth/onboarding/create-group': (valid) =>
    impossibleDay.map((day) => ({
      why: `start on ${day}`,
      call: withBody(valid, { start_date: day }),
    })),
  'POST /api/auth/login': (valid) =>
    fc.oneof(
      fc
        .emailAddress()
        .map((email) => ({ why: 'unknown e-mail', call: withBody(valid, { email }) })),
      fc.constant({ why: 'wrong password', call: withBody(valid, { password: 'Wr0ngPassword' }) }),
    ),
  'POST /api/auth/register': (_valid, f) =>
    fc.constant({
      why: 'an e-mail already registered, in capitals',
      call: {
        body: {
          first_name: 'Amani',
          last_name: 'Wekesa',
          email: f.member.email.toUpperCase(),
          password: 'Str0ngPassw0rd',
          country: 'KE',
          preferred_language: 'sw',
          accept_terms: true,
        },
      },
    }),
  'POST /api/auth/password/reset': (valid) =>
    fc
      .stringMatching(/^[A-Za-z0-9_-]{20,200}$/)
      .map((token) => ({ why: 'a token nobody was sent', call: withBody(valid, { token }) })),
  'POST /api/groups/join-with-permanent-code': (valid) =>
    fc.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/).map((code) => ({
      why: 'a code of no group',
      call: withBody(valid, { permanent_code: code }),
    })),
  'POST /api/groups/join': (valid) =>
    fc.stringMatching(/^[A-Z0-9]{1,32}$/).map((code) => ({
      why: 'a code issued to nobody',
      call: withBody(valid, { invitation_code: code }),
    })),
  'POST /api/contributions/cash/record': (valid, f) =>
    fc.oneof(
      hugeCycle.map((n) => ({
        why: `cycle ${n}`,
        call: withQuery(valid, { cycle_number: String(n) }),
      })),
      tooMuch.map((amount) => ({
        why: `more than is owed: ${amount}`,
        call: withQuery(valid, { amount }),
      })),
      nothing.map((id) => ({
        why: 'a member of nothing',
        call: withQuery(valid, { member_id: id }),
      })),
      nothing.map((id) => ({
        why: 'a group of nothing',
        call: withQuery(valid, { group_id: id }),
      })),
      fc.constantFrom('USD', 'EUR', 'XOF').map((currency) => ({
        why: `another currency: ${currency}`,
        call: withQuery(valid, { currency }),
      })),
      fc.constant({
        why: 'for a member of another group',
        call: withQuery(valid, { member_id: f.otherMember.user.id }),
      }),
      badIdempotencyKey.map((key) => ({
        why: `Idempotency-Key ${JSON.stringify(key.slice(0, 40))}`,
        call: { ...valid, headers: { 'Idempotency-Key': key } },
      })),
    ),
  'POST /api/crypto/payments/quote': (valid) =>
    fc.oneof(
      hugeCycle.map((n) => ({ why: `cycle ${n}`, call: withBody(valid, { cycle_number: n }) })),
      nothing.map((id) => ({ why: 'a group of nothing', call: withBody(valid, { group_id: id }) })),
    ),
  'POST /api/groups/:id/payouts': (valid) =>
    hugeCycle.map((n) => ({
      why: `a cycle that is not due: ${n}`,
      call: withBody(valid, { cycle_number: n }),
    })),
  'PUT /api/groups/:id/rotation/order': (valid, f) =>
    fc.oneof(
      fc.constant({
        why: 'a member left out',
        call: withBody(valid, { user_ids: [f.member.user.id] }),
      }),
      fc.constant({
        why: 'a member twice',
        call: withBody(valid, {
          user_ids: [f.member.user.id, f.member.user.id, f.groupAdmin.user.id],
        }),
      }),
      nothing.map((id) => ({
        why: 'a stranger in the order',
        call: withBody(valid, { user_ids: [f.member.user.id, f.groupAdmin.user.id, id] }),
      })),
    ),
  'PUT /api/chat/groups/:groupId/moderators': (valid, f) =>
    fc.oneof(
      nothing.map((id) => ({
        why: 'a moderator who is nobody',
        call: withBody(valid, { user_ids: [id] }),
      })),
      fc.constant({
        why: 'a moderator from another group',
        call: withBody(valid, { user_ids: [f.otherMember.user.id] }),
      }),
    ),
  'POST /api/chat/messages': (valid) =>
    fc.oneof(
      fc.integer({ min: CHAT_LIMITS.maxLength + 1, max: 10_000 }).map((n) => ({
        why: `a message of ${n} characters`,
        call: withBody(valid, { message: 'é'.repeat(n) }),
      })),
      fc
        .constantFrom('', ' ', '\n\t ', '\u00a0')
        .map((message) => ({ why: 'an empty message', call: withBody(valid, { message }) })),
      nothing.map((id) => ({ why: 'a group of nothing', call: withBody(valid, { group_id: id }) })),
    ),
  'POST /api/chat/groups/:groupId/read': (valid) =>
    nothing.map((id) => ({
      why: 'a message of nothing',
      call: withBody(valid, { message_id: id }),
    })),
  'PUT /api/users/me/flows/:flow': (valid) =>
    fc.oneof(
      fc.integer({ min: 5, max: 20 }).map((step_index) => ({
        why: `step ${step_index} of a five-step flow`,
        call: withBody(valid, { step_index }),
      })),
      fc
        .constantFrom('unknown', 'Onboarding', 'constructor', '__proto__', 'toString')
        .map((flow) => ({ why: `the flow ${flow}`, call: { ...valid, params: { flow } } })),
    ),
};
