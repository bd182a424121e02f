import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

type Encoding = 'br' | 'gzip';

/** Brotli first when the browser weighs both alike, as browsers do. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * negotiator 1.x breaks a tie in the browser's weights by the server's order (`preferred`);
 * @types/negotiator still describes 0.6, whose encoding() takes the available values only.
 */
interface EncodingNegotiator {
  encoding(
    available: readonly string[],
    options: { preferred: readonly string[] },
  ): string | undefined;
}

const compressors: Record<Encoding, (html: string) => Promise<Buffer>> = {
  // Quality 4, as @fastify/compress does: 11 costs ten times the time for a few per cent.
  br: (html) =>
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html) => promisify(gzip)(html),
};

/**
 * The pages sent are few (index.html, the first screens by language and the site's status):
 * each is compressed once per encoding, not once per visit.
 */
const compressedPages = new LRUCache<string, Buffer>({ max: 32 });

/**
 * Sends a page compressed as the browser accepts (brotli, else gzip). Pages are answered from
 * the not-found handler, which @fastify/compress's per-route hooks do not reach; a page is
 * some 20 kB, 5 once compressed, on a phone network.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  vary: string[] = [],
): Promise<void> {
  void reply.header('vary', [...vary, 'Accept-Encoding'].join(', '));
  const negotiator: EncodingNegotiator = new Negotiator(request);
  const encoding = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined;
  if (encoding === undefined) {
    void reply.send(html);
    return;
  }
  try {
    const key = `${encoding}\n${html}`;
    let body = compressedPages.get(key);
    if (!body) {
      body = await compressors[encoding](html);
      compressedPages.set(key, body);
    }
    void reply.header('content-encoding', encoding).send(body);
  } catch {
    // Sent as it is rather than not at all: the page is what matters.
    void reply.send(html);
  }
}
