import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  ReminderPreferencesDto,
  ReminderPreferencesInput,
  UnsubscribedDto,
  UserSettings,
} from '@tontine/contracts';
import {
  startAfricasTalkingStandIn,
  type AfricasTalkingStandIn,
} from '../../scripts/lib/africastalking-stand-in.mjs';
import { dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { startApi, type RunningApi } from './support/api-process.js';
import { aimHelpersAt } from './support/api-target.js';
import { backdate } from './support/backdate.js';
import { countRows, query } from './support/database.js';
import {
  joinWithCode,
  makeGroup,
  makeUser,
  settingsUpdate,
  type TestUser,
} from './support/factories.js';
import { api } from './support/http.js';
import { eventually as poll } from './support/eventually.js';
import { mailsTo } from './support/inbox.js';
import { signInAs } from './support/sessions.js';
import { cloneTemplate } from './support/template-database.js';

/**
 * Payment reminders by e-mail and SMS, on two API instances of this file's own that run the
 * reminder job every second against one database: a reminder goes once whatever both do. They
 * send SMS through an Africa's Talking stand-in, and the platform's SMS switch is turned on for
 * them, which the shared API's files must not see: hence a database of its own.
 */
const SMS_SECRET = 'sms-callback-secret-0123456789-abcdef';
const AT = { username: 'tontine', apiKey: 'at-key-for-tests' };

let db: { name: string; url: string; dataDir: string };
let gateway: AfricasTalkingStandIn;
let instances: RunningApi[] = [];

interface SentSms {
  to: string;
  message: string;
  from: string | null;
  username: string;
  messageId: string;
}

const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${gateway.url}/__stand-in${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status}`);
  return (await res.json()) as T;
};
const smsTo = async (number: string) =>
  (await control<SentSms[]>('GET', '/messages')).filter((m) => m.to === number);

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let numbers = 0;
/** A member with their own Kenyan number, SMS and e-mail on, no quiet hours. */
async function member(
  prefs: Partial<ReminderPreferencesInput> = {},
): Promise<TestUser & { phone: string }> {
  numbers += 1;
  const local = `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(numbers).padStart(2, '0')}`;
  const user = await makeUser();
  const settings: UserSettings = settingsUpdate({
    phone_number: `0${local}`,
    notifications: {
      email: true,
      sms: true,
      push: true,
      group_updates: true,
      payment_reminders: true,
    },
  });
  expect(
    (await api('PUT', '/api/users/me/settings', { token: user.token, body: settings })).status,
  ).toBe(200);
  await savePrefs(user, prefs);
  return { ...user, phone: `+254${local}` };
}

async function savePrefs(user: TestUser, prefs: Partial<ReminderPreferencesInput> = {}) {
  const saved = await api<ReminderPreferencesDto>('PUT', '/api/users/me/reminder-preferences', {
    token: user.token,
    body: {
      quiet_hours_enabled: false,
      quiet_start: '21:00',
      quiet_end: '07:00',
      daily_limit: 3,
      time_zone: 'Africa/Nairobi',
      ...prefs,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

/** The job runs every second, but a busy machine's run can take long: a minute's patience. */
const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean) =>
  poll(read, check, { timeoutMs: 60_000 });

async function prefsOf(user: TestUser) {
  const read = await api<ReminderPreferencesDto>('GET', '/api/users/me/reminder-preferences', {
    token: user.token,
  });
  expect(read.status).toBe(200);
  return read.body;
}

/** A group of `admin` whose cycle 1 is due in `days` days (negative: overdue), `others` in it. */
async function groupDueIn(admin: TestUser, others: TestUser[], days: number, name?: string) {
  const group = await makeGroup(admin, {
    ...(name ? { name } : {}),
    start_date: daysFromNow(30),
    contribution_amount: '250',
    rules: {
      late_fine_kind: 'fixed',
      late_fine: '0',
      paid_member_late_fine: '0',
      grace_days: 3,
      reminder_days_before: 2,
    },
  });
  for (const other of others)
    expect((await joinWithCode(other, group.permanent_invitation_code!)).status).toBe(200);
  if (days < 0) await backdate(group.id, -days);
  else
    await query('UPDATE savings_groups SET start_date = ?, current_due_date = NULL WHERE id = ?', [
      daysFromNow(days),
      group.id,
    ]);
  return group;
}

beforeAll(async () => {
  [db, gateway] = await Promise.all([
    cloneTemplate('tontine_reminders'),
    startAfricasTalkingStandIn({ ...AT, reportDelayMs: 200 }),
  ]);
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    DEMO_MODE: 'true',
    SEED_DEMO: 'true',
    FINES_INTERVAL_SECONDS: '0',
    REMINDER_INTERVAL_SECONDS: '1',
    SMTP_URL: inject('smtpUrl'),
    SMS_PROVIDER: 'africastalking',
    AT_BASE_URL: gateway.url,
    AT_USERNAME: AT.username,
    AT_API_KEY: AT.apiKey,
    AT_SENDER_ID: 'TONTINE',
    SMS_CALLBACK_SECRET: SMS_SECRET,
    // As several instances are deployed: a settings change (the SMS switch below) reaches the
    // other instance at once, not at its next minute's reload.
    REDIS_URL: 'redis://127.0.0.1:6379',
  };
  instances = await Promise.all([startApi(env), startApi(env)]);
  aimHelpersAt({ apiUrl: instances[0]!.url, databaseUrl: db.url });
  await control('POST', '/config', {
    deliveryReportUrl: `${instances[1]!.url}/api/sms/callbacks/${SMS_SECRET}/delivery-reports`,
    optOutUrl: `${instances[0]!.url}/api/sms/callbacks/${SMS_SECRET}/opt-outs`,
  });
  // The operators turn SMS on for the platform (off by default).
  const operator = await signInAs('superAdmin');
  const switched = await api('POST', '/api/superadmin/content/update', {
    token: operator,
    body: { key: 'sms_notifications_enabled', value: true },
  });
  expect(switched.status).toBe(200);
});

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await gateway?.stop();
  if (db) await dropDatabase(db.name);
});

describe('reminders by e-mail and SMS', { timeout: 90_000 }, () => {
  it('reach each unpaid member once by every channel they chose, with two instances running', async () => {
    const admin = await member();
    const [a, b] = await Promise.all([member(), member()]);
    const group = await groupDueIn(admin, [a, b], 1, 'Chama ya Mama Mboga');

    const sms = await eventually(
      () => smsTo(a.phone),
      (m) => m.length >= 1,
    );
    // Several more runs of both instances: still one each.
    await new Promise((r) => setTimeout(r, 3_000));
    for (const person of [admin, a, b]) {
      expect(await smsTo(person.phone)).toHaveLength(1);
      expect(
        (await mailsTo(person.email)).filter((m) => m.subject.startsWith('Tontine:')),
      ).toHaveLength(1);
      expect(
        await countRows('reminder_messages', 'user_id = ? AND group_id = ?', [
          person.user.id,
          group.id,
        ]),
      ).toBe(2);
    }
    // The SMS names its sender first, says the reminder in the member's language (Swahili)
    // and ends with how to stop, through the account's gateway sender id.
    expect(sms[0]).toMatchObject({ from: 'TONTINE', username: AT.username });
    expect(sms[0]!.message).toMatch(
      /^Tontine: Mchango wako wa .*250.* kwa kikundi Chama ya Mama Mboga/,
    );
    expect(sms[0]!.message).toMatch(/Acha SMS: http:\/\/\S+\/unsubscribe\/s[\w-]{38}$/);

    // The e-mail carries the one-click unsubscribe of RFC 8058 and the link in its text.
    const [mail] = (await mailsTo(a.email)).filter((m) => m.subject.startsWith('Tontine:'));
    expect(mail!.subject).toBe('Tontine: Mchango unakaribia kulipwa');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/\S+\/api\/reminders\/unsubscribe\/e[\w-]{38}>$/,
    );
    expect(mail!.text).toContain('Chama ya Mama Mboga');
    expect(mail!.text).toMatch(
      /Acha vikumbusho kwa barua pepe: http:\/\/\S+\/unsubscribe\/e[\w-]{38}/,
    );

    // The gateway's delivery report is recorded; the member sees it.
    const seen = await eventually(
      () => prefsOf(a),
      (p) => p.recent.some((r) => r.channel === 'sms' && r.status === 'delivered'),
    );
    expect(seen.recent.find((r) => r.channel === 'sms')).toMatchObject({
      kind: 'before_due',
      group_name: 'Chama ya Mama Mboga',
      status: 'delivered',
    });
    expect(seen.recent.find((r) => r.channel === 'email')).toMatchObject({ status: 'sent' });
    expect(seen.channels).toEqual({
      in_app: { chosen: true, available: true, reason: null },
      email: { chosen: true, available: true, reason: null },
      sms: { chosen: true, available: true, reason: null },
    });
  });

  it('stop by the one-click link a mail client posts, and by the page the SMS links to', async () => {
    const admin = await member();
    await groupDueIn(admin, [], 1);
    const mail = await eventually(
      async () => (await mailsTo(admin.email)).find((m) => m.subject.startsWith('Tontine:')),
      (m) => m !== undefined,
    );
    const oneClick = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const posted = await fetch(oneClick.replace(/^http:\/\/[^/]+/, instances[1]!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect((await posted.json()) as UnsubscribedDto).toMatchObject({
      channel: 'email',
      message_key: 'unsubscribedEmail',
    });
    const sms = await eventually(
      () => smsTo(admin.phone),
      (m) => m.length >= 1,
    );
    const smsToken = /\/unsubscribe\/(s[\w-]{38})$/.exec(sms[0]!.message)![1]!;
    const page = await api<UnsubscribedDto>('POST', `/api/reminders/unsubscribe/${smsToken}`, {
      body: {},
    });
    expect(page.body).toMatchObject({ channel: 'sms', message_key: 'unsubscribedSms' });
    const settings = await api<{ notifications: UserSettings['notifications'] }>(
      'GET',
      '/api/users/me/settings',
      { token: admin.token },
    );
    expect(settings.body.notifications).toMatchObject({ email: false, sms: false, push: true });

    // A forged or altered token changes nothing. One character of the member's part is changed to
    // another: writing a fixed ending over the token leaves it whole when it already ends so.
    const altered = `${smsToken.slice(0, 10)}${smsToken[10] === 'A' ? 'B' : 'A'}${smsToken.slice(11)}`;
    const forged = await api('POST', `/api/reminders/unsubscribe/${altered}`, {
      body: {},
    });
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    // A form anywhere else is still refused.
    const elsewhere = await fetch(`${instances[0]!.url}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x%40y.z',
    });
    expect(elsewhere.status).toBe(415);
  });

  it('wait for the end of the quiet hours, and go when the member moves them', async () => {
    // A window around now, in UTC: whatever the hour of the run, it is quiet time.
    const now = new Date();
    const clock = (d: Date) => d.toISOString().slice(11, 16);
    const quiet = {
      quiet_hours_enabled: true,
      quiet_start: clock(new Date(now.getTime() - 3_600_000)),
      quiet_end: clock(new Date(now.getTime() + 3_600_000)),
      time_zone: 'UTC',
    };
    const admin = await member(quiet);
    await groupDueIn(admin, [], 0);
    const waiting = await eventually(
      () => prefsOf(admin),
      (p) => p.recent.length >= 2,
    );
    expect(waiting.recent.map((r) => [r.channel, r.kind, r.status]).sort()).toEqual([
      ['email', 'due_today', 'queued'],
      ['sms', 'due_today', 'queued'],
    ]);
    // Held until the window's end, to the minute.
    const end = new Date(waiting.recent[0]!.send_after);
    expect(Math.abs(end.getTime() - (now.getTime() + 3_600_000))).toBeLessThan(61_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await smsTo(admin.phone)).toEqual([]);

    // The member turns the quiet hours off: what waited goes at the next run.
    await savePrefs(admin, { quiet_hours_enabled: false });
    await eventually(
      () => smsTo(admin.phone),
      (m) => m.length >= 1,
    );
    expect(await smsTo(admin.phone)).toHaveLength(1);
  });

  it('send no more than the daily limit; the rest stays in the app', async () => {
    const admin = await member({ daily_limit: 1 });
    const other = await member();
    // Two groups overdue and one due today: three reminders, one message a day by SMS and e-mail together.
    await groupDueIn(admin, [], -2);
    await groupDueIn(admin, [], -1);
    await groupDueIn(admin, [other], 0);
    const done = await eventually(
      () => prefsOf(admin),
      (p) =>
        p.recent.length >= 6 &&
        p.recent.every((r) => r.status !== 'queued' && r.status !== 'sending'),
    );
    const statuses = done.recent.map((r) => r.status);
    expect(statuses.filter((s) => s === 'sent' || s === 'delivered')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'over_limit')).toHaveLength(5);
    // The one that went is an overdue one: the most urgent goes first.
    expect(done.recent.find((r) => r.status !== 'over_limit')?.kind).toBe('overdue');
    const inApp = await api<Array<{ data: Record<string, string> | null }>>(
      'GET',
      '/api/notifications',
      {
        token: admin.token,
      },
    );
    expect(inApp.body.filter((n) => n.data?.template?.startsWith('payment_reminder'))).toHaveLength(
      3,
    );
  });

  it('record a failed delivery with its reason, and stop SMS to a number that opted out', async () => {
    const admin = await member();
    await control('POST', '/config', { undeliverable: [admin.phone] });
    await groupDueIn(admin, [], 1);
    const failed = await eventually(
      () => prefsOf(admin),
      (p) => p.recent.some((r) => r.channel === 'sms' && r.status === 'failed'),
    );
    expect(failed.recent.find((r) => r.channel === 'sms')).toMatchObject({
      status: 'failed',
      failure_reason: 'AbsentSubscriber',
    });
    await control('POST', '/config', { undeliverable: [] });

    const notice = await control<{ status: number }>('POST', '/opt-out', {
      phoneNumber: admin.phone,
    });
    expect(notice.status).toBe(200);
    expect((await prefsOf(admin)).channels.sms).toEqual({
      chosen: false,
      available: true,
      reason: null,
    });

    // The callbacks answer only the gateway's secret path.
    const guessed = await fetch(
      `${instances[0]!.url}/api/sms/callbacks/${'x'.repeat(37)}/opt-outs`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ phoneNumber: admin.phone }),
      },
    );
    expect(guessed.status).toBe(404);
  });

  it('say which channels cannot carry reminders, and refuse limits out of range', async () => {
    const user = await makeUser();
    await api('PUT', '/api/users/me/settings', {
      token: user.token,
      body: settingsUpdate({ phone_number: '' }),
    });
    const read = await prefsOf(user);
    // Never saved: the defaults, in the zone of the account's country.
    expect(read).toMatchObject({
      quiet_hours_enabled: true,
      quiet_start: '21:00',
      quiet_end: '07:00',
      daily_limit: 3,
      time_zone: 'Africa/Nairobi',
      reminders_enabled: true,
      recent: [],
    });
    expect(read.channels.sms).toEqual({ chosen: false, available: false, reason: 'no_phone' });
    for (const [body, key] of [
      [{ daily_limit: 0 }, 'dailyLimitInvalid'],
      [{ daily_limit: 11 }, 'dailyLimitInvalid'],
      [{ quiet_start: '25:00' }, 'quietHoursInvalid'],
      [
        { quiet_hours_enabled: true, quiet_start: '08:00', quiet_end: '08:00' },
        'quietHoursInvalid',
      ],
      [{ time_zone: 'Mars/Olympus' }, 'timeZoneInvalid'],
    ] as const) {
      const refused = await api('PUT', '/api/users/me/reminder-preferences', {
        token: user.token,
        body: {
          ...read,
          ...body,
          channels: undefined,
          recent: undefined,
          reminders_enabled: undefined,
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message_key: key });
    }
    expect(await countRows('reminder_preferences', 'user_id = ?', [user.user.id])).toBe(0);
  });
});
