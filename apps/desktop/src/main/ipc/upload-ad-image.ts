import { AD_IMAGE_MAX_BYTES, type DesktopApiResponse } from '@tontine/contracts';
import { z } from 'zod';
import { ApiUnreachableError, API_TIMEOUT_MS, readBody } from '../api/api-client';
import { resolveApiUrl } from '../api/api-url';
import type { HandlerSpec } from './guarded-handler';

export interface UploadAdImageDeps {
  baseUrl: string;
  /** The signed-in operator's token (the session store's). */
  token(): Promise<string | null>;
  fetch?: typeof fetch;
}

/**
 * The console's ad image upload: the bytes the renderer read from the chosen file, at most the
 * API's limit, sent as multipart to POST /api/superadmin/ad-images with the stored token. The
 * API judges the type from the bytes; main only bounds the size and the name.
 */
export function createUploadAdImageHandler({
  baseUrl,
  token,
  fetch: fetchImpl = fetch,
}: UploadAdImageDeps): HandlerSpec<[Uint8Array, string], DesktopApiResponse> {
  return {
    args: z.tuple([
      z
        .instanceof(Uint8Array)
        .refine((b) => b.byteLength > 0 && b.byteLength <= AD_IMAGE_MAX_BYTES),
      z.string().min(1).max(255),
    ]),
    async run(bytes, fileName) {
      const bearer = await token();
      const form = new FormData();
      // A copy: the IPC's buffer may be a view on a larger one.
      form.append(
        'image',
        new Blob([new Uint8Array(bytes)]),
        fileName.split(/[\\/]/).pop() ?? 'image',
      );
      const url = resolveApiUrl(baseUrl, '/api/superadmin/ad-images');
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: bearer ? { authorization: `Bearer ${bearer}`, accept: 'application/json' } : {},
          body: form,
          redirect: 'error',
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ApiUnreachableError(baseUrl, error);
      }
      return { status: response.status, body: await readBody(response) };
    },
  };
}
