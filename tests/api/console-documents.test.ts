import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  type AuthResponse,
  type ConfigDto,
  type ContentDto,
  type DocumentDto,
  type DocumentSummaryDto,
  type DocumentVersionDto,
  type MaintenanceStatus,
  type PublicContentDto,
} from '@tontine/contracts';
import { TEST_JWT_SECRET } from './support/api-process.js';
import { asSuperAdmin, currentVersion } from './support/console-documents.js';
import { countRows, query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { yesterday } from './support/ledger.js';
import { signInAs } from './support/sessions.js';
import type { RowDataPacket } from 'mysql2/promise';

/**
 * The console's documents on an API of their own (a switch flipped here — maintenance,
 * two-factor, crypto — reaches no other test file): every save validated, versioned and
 * audited, stale saves refused, secrets masked and unsettable, and the effects without a
 * restart.
 */
let server: IsolatedApi;
let admin: string;

const latestAudit = async (action: string) =>
  (
    await query<RowDataPacket>(
      'SELECT action, category, details, admin_name FROM audit_entries WHERE action = ? ORDER BY created_at DESC LIMIT 1',
      [action],
    )
  )[0];

async function setConfig(key: string, value: unknown) {
  return asSuperAdmin<ConfigDto>(admin, 'POST', '/api/superadmin/config/update', {
    key,
    value,
    confirm: true,
  });
}

/** The same JSON value with every object's keys in the reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    );
  return value;
}

beforeAll(async () => {
  server = await startIsolatedApi();
  admin = await signInAs('superAdmin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('content settings', () => {
  it("start from the specification's defaults", async () => {
    const content = await asSuperAdmin<ContentDto>(admin, 'GET', '/api/superadmin/content');
    expect(content.values).toMatchObject({
      ad_frequency: 30000,
      ads_enabled: true,
      email_notifications_enabled: true,
    });
    expect(content.values.payment_confirmation_email).toContain('{{amount}}');
    const config = await asSuperAdmin<ConfigDto>(admin, 'GET', '/api/superadmin/config');
    expect(config.values).toMatchObject({
      session_expiry_hours: 24,
      db_max_connections: 10,
      environment: 'production',
      app_version: '1.0.0',
      maintenance_mode: false,
    });
  });

  it('are saved one field at a time as a new version, audited, and served to members at once', async () => {
    const before = await asSuperAdmin<ContentDto>(admin, 'GET', '/api/superadmin/content');
    const saved = await asSuperAdmin<ContentDto>(admin, 'POST', '/api/superadmin/content/update', {
      key: 'welcome_message',
      value: 'Karibu — épargnez ensemble',
    });
    expect(saved.version).toBe(before.version + 1);
    expect(saved.values.welcome_message).toBe('Karibu — épargnez ensemble');
    expect(await latestAudit('content_updated')).toMatchObject({
      category: 'content_management',
      admin_name: expect.any(String),
      details: expect.stringContaining('welcome_message'),
    });
    await asSuperAdmin(admin, 'POST', '/api/superadmin/content/update', {
      key: 'ads_enabled',
      value: false,
    });
    const shown = await api<PublicContentDto>('GET', '/api/content/public');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      welcome_message: 'Karibu — épargnez ensemble',
      ads_enabled: false,
      ad_frequency: 30000,
    });
  });

  it('refuse an invalid value or an unknown key, writing nothing', async () => {
    const versions = await countRows('platform_documents');
    const audits = await countRows('audit_entries');
    const invalid = await api('POST', '/api/superadmin/content/update', {
      token: admin,
      body: { key: 'ad_frequency', value: 'souvent' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'DOCUMENT_INVALID', field: 'ad_frequency' });
    const unknown = await api('POST', '/api/superadmin/content/update', {
      token: admin,
      body: { key: 'colour', value: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'SETTING_UNKNOWN' });
    expect(await countRows('platform_documents')).toBe(versions);
    expect(await countRows('audit_entries')).toBe(audits);
  });
});

describe('system config', () => {
  afterEach(async () => {
    await setConfig('two_factor_required', false);
    await setConfig('crypto_payments_enabled', true);
    await setConfig('session_expiry_hours', 24);
    await setConfig('maintenance_mode', false);
  });

  it('refuses a change without confirmation, with a message that says what to send', async () => {
    const answer = await api('POST', '/api/superadmin/config/update', {
      token: admin,
      body: { key: 'session_expiry_hours', value: 48 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'CONFIG_CONFIRMATION_REQUIRED',
      detail: expect.stringContaining('confirm: true'),
    });
    const saved = await setConfig('session_expiry_hours', 48);
    expect(saved.values.session_expiry_hours).toBe(48);
    expect(await latestAudit('config_updated')).toMatchObject({
      category: 'system_config',
      details: expect.stringContaining('session_expiry_hours=48'),
    });
  });

  it('refuses to change a setting nothing would honour (name, version, address, environment, pool, network), writing nothing', async () => {
    const config = await asSuperAdmin<ConfigDto>(admin, 'GET', '/api/superadmin/config');
    const versions = await countRows('platform_documents');
    const audits = await countRows('audit_entries');
    const changes = {
      app_name: 'Chama Pro',
      app_version: '9.9.9',
      backend_url: 'https://api.example.org',
      environment: 'staging',
      db_max_connections: 50,
      blockchain_network: 'ethereum',
    };
    for (const [key, value] of Object.entries(changes)) {
      const field = await api('POST', '/api/superadmin/config/update', {
        token: admin,
        body: { key, value, confirm: true },
      });
      expect(field.status, key).toBe(400);
      expect(field.body).toMatchObject({ code: 'SETTING_FIXED', field: key });
      const whole = await api('PUT', '/api/superadmin/documents/config', {
        token: admin,
        body: { value: { ...config.values, [key]: value }, baseVersion: config.version },
      });
      expect(whole.status, key).toBe(400);
      expect(whole.body).toMatchObject({ code: 'SETTING_FIXED', field: key });
    }
    expect(await countRows('platform_documents')).toBe(versions);
    expect(await countRows('audit_entries')).toBe(audits);
    const after = await asSuperAdmin<ConfigDto>(admin, 'GET', '/api/superadmin/config');
    expect(after.values).toMatchObject({ app_name: 'Tontine', db_max_connections: 10 });
  });

  it('shows the secrets masked and refuses to set them, through a field or the whole document', async () => {
    const config = await api<ConfigDto>('GET', '/api/superadmin/config', { token: admin });
    const text = JSON.stringify(config.body);
    expect(text).not.toContain(TEST_JWT_SECRET);
    expect(config.body.secrets.map((s) => s.key)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'REDIS_URL']),
    );
    const jwt = config.body.secrets.find((s) => s.key === 'JWT_SECRET')!;
    expect(jwt.masked).toMatch(/^•+$/);
    const database = config.body.secrets.find((s) => s.key === 'DATABASE_URL')!;
    expect(database.masked).toMatch(/^mysql:\/\/root:•+@127\.0\.0\.1:3306\//);
    for (const key of ['JWT_SECRET', 'database_url', 'WALLET_MASTER_KEY']) {
      const refused = await api('POST', '/api/superadmin/config/update', {
        token: admin,
        body: { key, value: 'x'.repeat(40), confirm: true },
      });
      expect(refused.status, key).toBe(400);
      expect(refused.body).toMatchObject({ code: 'SETTING_SECRET_READ_ONLY' });
    }
    const whole = await api('PUT', '/api/superadmin/documents/config', {
      token: admin,
      body: {
        value: { ...config.body.values, JWT_SECRET: 'x'.repeat(40) },
        baseVersion: config.body.version,
      },
    });
    expect(whole.status).toBe(400);
    expect(whole.body).toMatchObject({ code: 'SETTING_SECRET_READ_ONLY' });
  });

  it('turns maintenance on and off as the maintenance switch does, with the content message', async () => {
    await asSuperAdmin(admin, 'POST', '/api/superadmin/content/update', {
      key: 'maintenance_message',
      value: 'Nous migrons la base, retour à 14 h',
    });
    const status = await api<MaintenanceStatus>('GET', '/api/maintenance/status');
    expect(status.body).toMatchObject({
      enabled: false,
      message: 'Nous migrons la base, retour à 14 h',
    });
    const member = await makeUser();
    const on = await setConfig('maintenance_mode', true);
    expect(on.values.maintenance_mode).toBe(true);
    expect((await api<MaintenanceStatus>('GET', '/api/maintenance/status')).body.enabled).toBe(
      true,
    );
    const shut = await api('GET', '/api/groups', { token: member.token });
    expect(shut.status).toBe(503);
    expect(shut.body).toMatchObject({
      code: 'MAINTENANCE',
      detail: 'Nous migrons la base, retour à 14 h',
    });
    expect(await latestAudit('maintenance_enabled')).toMatchObject({ category: 'system_config' });
    // The maintenance module's own switch is what the config shows.
    await asSuperAdmin(admin, 'POST', '/api/maintenance/toggle', { enabled: false });
    const config = await asSuperAdmin<ConfigDto>(admin, 'GET', '/api/superadmin/config');
    expect(config.values.maintenance_mode).toBe(false);
    expect((await api('GET', '/api/groups', { token: member.token })).status).toBe(200);
  });

  it('gives sessions opened after a change of session_expiry_hours the new lifetime', async () => {
    const member = await makeUser();
    await setConfig('session_expiry_hours', 2);
    const login = await api<AuthResponse>('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    const hours = (new Date(login.body.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    const [session] = await query<RowDataPacket>(
      'SELECT expires_at FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1',
      [member.user.id],
    );
    const stored = (new Date(session!.expires_at as Date).getTime() - Date.now()) / 3_600_000;
    expect(stored).toBeGreaterThan(1.9);
    expect(stored).toBeLessThanOrEqual(2);
  });

  it('makes operators enrol in two-factor sign-in at their next sign-in when two_factor_required is on', async () => {
    await setConfig('two_factor_required', true);
    const login = await api<AuthResponse>('POST', '/api/auth/login', {
      body: { email: DEMO_ACCOUNTS.superAdmin.email, password: DEMO_ACCOUNTS.superAdmin.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.two_factor_setup_required).toBe(true);
    const blocked = await api('GET', '/api/superadmin/content', {
      token: login.body.access_token,
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    // Members are not operators: nothing changes for them.
    const member = await makeUser();
    const memberLogin = await api<AuthResponse>('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(memberLogin.body.user.two_factor_setup_required).toBe(false);
  });

  it('refuses crypto contributions while crypto_payments_enabled is off', async () => {
    const [groupAdmin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(groupAdmin, {
      contribution_amount: '1000',
      start_date: yesterday(),
    });
    await joinWithCode(member, group.permanent_invitation_code!);
    const quote = () =>
      api('POST', '/api/crypto/payments/quote', {
        token: member.token,
        body: { group_id: group.id, network: 'polygon', token_symbol: 'USDT' },
      });
    await setConfig('crypto_payments_enabled', false);
    const refused = await quote();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'CRYPTO_PAYMENTS_DISABLED' });
    await setConfig('crypto_payments_enabled', true);
    // Past the switch: this server has no chain configured, the next refusal says so.
    const past = await quote();
    expect(past.body).toMatchObject({ code: 'CRYPTO_NETWORK_UNAVAILABLE' });
  });
});

describe('documents of the code editor', () => {
  it('are listed, each with its JSON Schema generated from the contracts', async () => {
    const list = await asSuperAdmin<DocumentSummaryDto[]>(
      admin,
      'GET',
      '/api/superadmin/documents',
    );
    expect(list.map((d) => d.name)).toEqual(['content', 'config', 'ads', 'email-templates']);
    const content = await asSuperAdmin<DocumentDto>(
      admin,
      'GET',
      '/api/superadmin/documents/content',
    );
    expect(content.schema).toMatchObject({
      type: 'object',
      properties: { ad_frequency: { type: 'integer', default: 30000 } },
    });
    const unknown = await api('GET', '/api/superadmin/documents/secrets', { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  });

  it('save a valid ad inventory, refuse an invalid one and a stale base, and restore an earlier version', async () => {
    const base = await currentVersion(admin, 'ads');
    const first = {
      ads: [
        {
          id: 'mpesa-week',
          type: 'banner',
          title: 'Semaine M-Pesa',
          image_url: 'https://ads.example.org/mpesa.png',
          languages: ['fr', 'sw'],
        },
      ],
    };
    const saved = await asSuperAdmin<DocumentDto>(admin, 'PUT', '/api/superadmin/documents/ads', {
      value: first,
      baseVersion: base,
    });
    expect(saved.version).toBe(base + 1);
    expect(saved.value).toMatchObject({
      ads: [{ id: 'mpesa-week', type: 'banner', min_view_seconds: 0, duration: 15 }],
    });
    expect(await latestAudit('document_saved')).toMatchObject({
      category: 'content_management',
      details: expect.stringContaining(`ads v${base + 1}`),
    });

    const invalid = await api('PUT', '/api/superadmin/documents/ads', {
      token: admin,
      body: { value: { ads: [{ id: 'x', type: 'popup', title: 'Pop' }] }, baseVersion: base + 1 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'DOCUMENT_INVALID', field: 'ads.0.type' });

    const stale = await api('PUT', '/api/superadmin/documents/ads', {
      token: admin,
      body: { value: { ads: [] }, baseVersion: base },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'DOCUMENT_VERSION_CONFLICT' });

    const emptied = await asSuperAdmin<DocumentDto>(admin, 'PUT', '/api/superadmin/documents/ads', {
      value: { ads: [] },
      baseVersion: base + 1,
    });
    expect(emptied.version).toBe(base + 2);

    const versions = await asSuperAdmin<{ items: DocumentVersionDto[]; nextCursor: string | null }>(
      admin,
      'GET',
      '/api/superadmin/documents/ads/versions?limit=1',
    );
    expect(versions.items).toEqual([
      { version: base + 2, updated_at: expect.any(String), admin_name: expect.any(String) },
    ]);
    expect(versions.nextCursor).toBe(String(base + 2));
    const older = await asSuperAdmin<{ items: DocumentVersionDto[] }>(
      admin,
      'GET',
      `/api/superadmin/documents/ads/versions?limit=1&cursor=${versions.nextCursor}`,
    );
    expect(older.items[0]!.version).toBe(base + 1);
    const one = await asSuperAdmin<{ value: unknown }>(
      admin,
      'GET',
      `/api/superadmin/documents/ads/versions/${base + 1}`,
    );
    expect(one.value).toMatchObject({ ads: [{ id: 'mpesa-week' }] });

    const restored = await asSuperAdmin<DocumentDto>(
      admin,
      'POST',
      `/api/superadmin/documents/ads/versions/${base + 1}/restore`,
    );
    expect(restored.version).toBe(base + 3);
    expect(restored.value).toEqual(saved.value);
    expect(await latestAudit('document_restored')).toMatchObject({
      details: expect.stringContaining(`restauré depuis la version ${base + 1}`),
    });
    const missing = await api('GET', '/api/superadmin/documents/ads/versions/9999', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'DOCUMENT_VERSION_NOT_FOUND' });
  });

  it('answers a save that changes nothing with the current version, writing no version and no audit line', async () => {
    const current = await asSuperAdmin<DocumentDto>(admin, 'GET', '/api/superadmin/documents/ads');
    const versions = await countRows('platform_documents');
    const audits = await countRows('audit_entries');
    // The same value, its keys in another order: still no change.
    const reordered = reversedKeys(current.value);
    const same = await asSuperAdmin<DocumentDto>(admin, 'PUT', '/api/superadmin/documents/ads', {
      value: reordered,
      baseVersion: current.version,
    });
    expect(same.version).toBe(current.version);
    expect(same.value).toEqual(current.value);

    const content = await asSuperAdmin<ContentDto>(admin, 'GET', '/api/superadmin/content');
    const field = await asSuperAdmin<ContentDto>(admin, 'POST', '/api/superadmin/content/update', {
      key: 'terms_of_service',
      value: content.values.terms_of_service,
    });
    expect(field.version).toBe(content.version);
    const config = await asSuperAdmin<ConfigDto>(admin, 'GET', '/api/superadmin/config');
    const confirmed = await setConfig('session_expiry_hours', config.values.session_expiry_hours);
    expect(confirmed.version).toBe(config.version);

    const restored = await asSuperAdmin<DocumentDto>(
      admin,
      'POST',
      `/api/superadmin/documents/ads/versions/${current.version}/restore`,
    );
    expect(restored.version).toBe(current.version);
    expect(await countRows('platform_documents')).toBe(versions);
    expect(await countRows('audit_entries')).toBe(audits);
  });

  it('lets one of two saves of the same version through and refuses the other', async () => {
    const base = await currentVersion(admin, 'email-templates');
    const save = (subject: string) =>
      api('PUT', '/api/superadmin/documents/email-templates', {
        token: admin,
        body: {
          value: {
            welcome: { subject, body: 'Bonjour {{username}}' },
            payment_confirmation: { subject: 'Reçu', body: '{{amount}} reçus, {{username}}' },
          },
          baseVersion: base,
        },
      });
    const answers = await Promise.all([save('Un'), save('Deux')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await currentVersion(admin, 'email-templates')).toBe(base + 1);
  });
});
