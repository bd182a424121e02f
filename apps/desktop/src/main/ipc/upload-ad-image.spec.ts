import { AD_IMAGE_MAX_BYTES } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUploadAdImageHandler } from './upload-ad-image';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

function setUp(token: string | null = 'tok-1') {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ id: 'x', url: '/api/ad-images/x' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const handler = createUploadAdImageHandler({
    baseUrl: 'http://127.0.0.1:3000',
    token: async () => token,
    fetch,
  });
  return { fetch, handler };
}

describe('the ad image upload of main', () => {
  it('sends the bytes as multipart with the stored token and answers the API', async () => {
    const { fetch, handler } = setUp();
    const answer = await handler.run(PNG, 'C:\\Users\\op\\banner.png');
    expect(answer).toEqual({ status: 201, body: { id: 'x', url: '/api/ad-images/x' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://127.0.0.1:3000/api/superadmin/ad-images');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    const file = (init.body as FormData).get('image') as File;
    expect(file.name).toBe('banner.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('refuses arguments that are not bytes within the limit and a name', () => {
    const { handler } = setUp();
    expect(handler.args.safeParse([PNG, 'a.png']).success).toBe(true);
    expect(handler.args.safeParse(['not bytes', 'a.png']).success).toBe(false);
    expect(handler.args.safeParse([new Uint8Array(0), 'a.png']).success).toBe(false);
    expect(handler.args.safeParse([new Uint8Array(AD_IMAGE_MAX_BYTES + 1), 'a.png']).success).toBe(
      false,
    );
    expect(handler.args.safeParse([PNG, '']).success).toBe(false);
  });
});
