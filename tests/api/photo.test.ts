import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES, type UserDto } from '@tontine/contracts';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { uploadInTwoWrites } from './support/split-upload.js';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function form(bytes: Buffer, name: string, type: string): FormData {
  const data = new FormData();
  data.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe('profile photo', () => {
  it('stores a PNG and serves it back with its type', async () => {
    const u = await makeUser();
    const answer = await api<UserDto>('PUT', '/api/users/me/photo', {
      token: u.token,
      raw: form(PNG, 'me.png', 'image/png'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.profile_photo_url).toMatch(new RegExp(`^/api/users/${u.user.id}/photo`));
    const served = await fetch(`${inject('apiUrl')}${answer.body.profile_photo_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('judges the content, not the name: a GIF named .jpg is a GIF', async () => {
    const u = await makeUser();
    const answer = await api<UserDto>('PUT', '/api/users/me/photo', {
      token: u.token,
      raw: form(GIF, 'me.jpg', 'image/jpeg'),
    });
    expect(answer.status).toBe(200);
    const served = await fetch(`${inject('apiUrl')}${answer.body.profile_photo_url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a text file named .png', async () => {
    const u = await makeUser();
    const answer = await api('PUT', '/api/users/me/photo', {
      token: u.token,
      raw: form(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png'),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'PHOTO_NOT_IMAGE',
      detail: 'Veuillez sélectionner un fichier image',
    });
    const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
    expect(me.body.profile_photo_url).toBeNull();
  });

  it('refuses a photo over 5 MB', async () => {
    const u = await makeUser();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await api('PUT', '/api/users/me/photo', {
      token: u.token,
      raw: form(big, 'big.png', 'image/png'),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      detail: 'La photo ne doit pas dépasser 5 MB',
    });
  });

  it('refuses a photo whose bytes past 5 MB arrive after the first 5 MB', async () => {
    const u = await makeUser();
    const answer = await uploadInTwoWrites({
      method: 'PUT',
      path: '/api/users/me/photo',
      token: u.token,
      field: 'photo',
      fileName: 'big.png',
      type: 'image/png',
      first: Buffer.concat([PNG, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - PNG.length)]),
      rest: Buffer.alloc(1),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
    expect(me.body.profile_photo_url).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const answer = await api('PUT', '/api/users/me/photo', {
      raw: form(PNG, 'me.png', 'image/png'),
    });
    expect(answer.status).toBe(401);
  });

  const PART_HEAD =
    '--XYZ\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n';
  const broken: Array<[string, string, BodyInit]> = [
    ['without a boundary', 'multipart/form-data', 'abc'],
    ['with an empty boundary', 'multipart/form-data; boundary=', 'abc'],
    [
      'cut short in the file',
      'multipart/form-data; boundary=XYZ',
      new Blob([PART_HEAD, new Uint8Array(PNG.subarray(0, 20))]),
    ],
    [
      'cut short in a part header',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="photo"; filename="me.png"',
    ],
    [
      'with a prototype key as a field name',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n',
    ],
    [
      'with thousands of parts',
      'multipart/form-data; boundary=XYZ',
      Array.from(
        { length: 2000 },
        (_, i) => `--XYZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
      ).join('') + '--XYZ--\r\n',
    ],
  ];
  it.each(broken)(
    'answers 400 to a multipart body %s, and keeps the photo',
    async (_, type, raw) => {
      const u = await makeUser();
      const first = await api<UserDto>('PUT', '/api/users/me/photo', {
        token: u.token,
        raw: form(PNG, 'me.png', 'image/png'),
      });
      expect(first.status).toBe(200);
      const answer = await api('PUT', '/api/users/me/photo', {
        token: u.token,
        raw,
        headers: { 'content-type': type },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'MALFORMED_BODY',
        detail: 'Le corps de la requête est illisible',
      });
      const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
      expect(me.body.profile_photo_url).toBe(first.body.profile_photo_url);
    },
  );
});
