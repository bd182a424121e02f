import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiUrl } from './api-target.js';

/**
 * A multipart upload of one file whose bytes reach the server in two writes, `first` then, after
 * the server has read it, `rest`: a file of exactly a size limit followed by one more byte is how
 * a slow connection can deliver it, the case where the parser cut the file silently.
 */
export async function uploadInTwoWrites(options: {
  method: string;
  path: string;
  token: string;
  field: string;
  fileName: string;
  type: string;
  first: Buffer;
  rest: Buffer;
}): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----tontine-split-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${options.field}"; filename="${options.fileName}"\r\ncontent-type: ${options.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(options.path, apiUrl());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method,
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + options.first.length + options.rest.length + tail.length,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.write(Buffer.concat([head, options.first]), async () => {
      // Long enough, on a machine not starved, for the server to read the first write whole
      // before the rest arrives; otherwise the two arrive together and the test checks the
      // plain over-the-limit case.
      await sleep(300);
      outgoing.end(Buffer.concat([options.rest, tail]));
    });
  });
}
