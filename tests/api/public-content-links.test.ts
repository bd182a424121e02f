import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicContentDto } from '@tontine/contracts';
import { asSuperAdmin } from './support/console-documents.js';
import { countRows } from './support/database.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';
import type { MaintenanceStatus } from '@tontine/contracts';

/**
 * The maintenance page's contact and social links come from the content settings the
 * console edits, through the public content endpoint that needs no sign-in. On an API of its
 * own: the saves here reach no other test file.
 */
let server: IsolatedApi;
let admin: string;

beforeAll(async () => {
  server = await startIsolatedApi();
  admin = await signInAs('superAdmin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const setContent = (key: string, value: unknown) =>
  asSuperAdmin(admin, 'POST', '/api/superadmin/content/update', { key, value });

describe('GET /api/content/public: contact and social links', () => {
  it('answer none before an operator sets them', async () => {
    const shown = await api<PublicContentDto>('GET', '/api/content/public');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ contact_url: '', social_links: [] });
  });

  it('answer the links an operator saved, in a fixed order, without the empty ones', async () => {
    await setContent('whatsapp_url', 'https://wa.me/254700000000');
    await setContent('contact_url', 'https://tontine.example/contact');
    await setContent('facebook_url', 'https://facebook.com/tontine');
    const shown = await api<PublicContentDto>('GET', '/api/content/public');
    expect(shown.status).toBe(200);
    expect(shown.body.contact_url).toBe('https://tontine.example/contact');
    expect(shown.body.social_links).toEqual([
      { network: 'facebook', url: 'https://facebook.com/tontine' },
      { network: 'whatsapp', url: 'https://wa.me/254700000000' },
    ]);

    await setContent('facebook_url', '');
    const cleared = await api<PublicContentDto>('GET', '/api/content/public');
    expect(cleared.body.social_links).toEqual([
      { network: 'whatsapp', url: 'https://wa.me/254700000000' },
    ]);
  });

  it('refuse a link that is not an http(s) address, writing nothing', async () => {
    const versions = await countRows('platform_documents');
    const refused = await api('POST', '/api/superadmin/content/update', {
      token: admin,
      body: { key: 'x_url', value: 'javascript:alert(1)' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'DOCUMENT_INVALID', field: 'x_url' });
    expect(await countRows('platform_documents')).toBe(versions);
    const shown = await api<PublicContentDto>('GET', '/api/content/public');
    expect(shown.body.social_links.map((link) => link.network)).not.toContain('x');
  });

  it('stay readable while maintenance shuts the rest out', async () => {
    await asSuperAdmin<MaintenanceStatus>(admin, 'POST', '/api/maintenance/toggle', {
      enabled: true,
    });
    try {
      const blocked = await api('POST', '/api/auth/register', { body: {} });
      expect(blocked.status).toBe(503);
      const shown = await api<PublicContentDto>('GET', '/api/content/public');
      expect(shown.status).toBe(200);
      expect(shown.body.contact_url).toBe('https://tontine.example/contact');
    } finally {
      await asSuperAdmin(admin, 'POST', '/api/maintenance/toggle', { enabled: false });
    }
  });
});
